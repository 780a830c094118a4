import { useCallback, useMemo, useState } from 'react';

interface DialogState<Row> {
  open: boolean;
  item?: Row;
  formKey: number;
}

/**
 * Which row the create / edit modal is showing. Spread `props` on `<SettingsFormDialog>`; each
 * opening gets a new `formKey`, so the form starts fresh, while the closing modal keeps its text.
 */
export function useSettingsDialog<Row>() {
  const [state, setState] = useState<DialogState<Row>>({ open: false, formKey: 0 });
  const openCreate = useCallback(
    () => setState((s) => ({ open: true, item: undefined, formKey: s.formKey + 1 })),
    [],
  );
  const openEdit = useCallback(
    (item: Row) => setState((s) => ({ open: true, item, formKey: s.formKey + 1 })),
    [],
  );
  const onClose = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const props = useMemo(() => ({ ...state, onClose }), [state, onClose]);
  return { openCreate, openEdit, props };
}
