export { ACTIVITY_QUESTIONS, ActivityQuestionFields, ActivityWhenFields } from './activity-fields';
export { activityFieldsOf, activityValuesOf, blankToNull, type ActivityValues } from './activity-values';
