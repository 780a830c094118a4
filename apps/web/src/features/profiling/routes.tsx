// Manage Profiles (part 1 §2.4). The router imports this name from this module, which is the
// profiling area's lazy chunk.
export { ProfilingPage } from './components/profiling-page';
