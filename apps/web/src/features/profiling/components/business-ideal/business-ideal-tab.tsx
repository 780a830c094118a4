import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import TouchAppOutlinedIcon from '@mui/icons-material/TouchAppOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useDepartmentOptions } from '../../../../lib/options';
import { useEmploymentTypeOptions } from '../../../../lib/options';
import { BusinessIdealDomainForm } from './business-ideal-domain-form';
import { BusinessIdealPrompt } from './business-ideal-prompt';
import { effectiveDepartmentId, effectiveEmploymentTypeId } from './business-ideal-selection';
import { BusinessIdealSidebar } from './business-ideal-sidebar';

/**
 * The Business Ideal tab of Manage Profiles (part 1 §2.4, admins only): what each department
 * expects of an employment type, answered capability by capability, a domain per page.
 */
export function BusinessIdealTab() {
  const employmentTypes = useEmploymentTypeOptions();
  const departments = useDepartmentOptions();
  const [chosenEmploymentTypeId, setChosenEmploymentTypeId] = useState<number | null>(null);
  const [chosenDepartmentId, setChosenDepartmentId] = useState<number | null>(null);

  const employmentType = findById(
    employmentTypes.data,
    effectiveEmploymentTypeId(employmentTypes.data ?? [], chosenEmploymentTypeId),
  );
  const department = findById(
    departments.data,
    effectiveDepartmentId(departments.data ?? [], chosenDepartmentId),
  );

  let panel;
  if (employmentTypes.isPending || departments.isPending) {
    panel = <Skeleton variant="rounded" height={320} aria-label="Loading" />;
  } else if (!departments.data?.length) {
    panel = (
      <BusinessIdealPrompt
        icon={<ApartmentOutlinedIcon />}
        title="No available departments"
        detail="Departments are added to divisions in the institute's Divisions settings."
      />
    );
  } else if (!employmentType) {
    panel = (
      <BusinessIdealPrompt
        icon={<BadgeOutlinedIcon />}
        title="No available employment types"
        detail="Employment types are added in the institute's Employment Types settings."
      />
    );
  } else if (!department) {
    panel = (
      <BusinessIdealPrompt
        icon={<TouchAppOutlinedIcon />}
        title="Select a department"
        detail="Choose a department on the left to set the capability levels it expects of this employment type."
      />
    );
  } else {
    panel = (
      // A new department or employment type is a new form: its data reloads from the first active domain.
      <BusinessIdealDomainForm
        key={`${department.id}:${employmentType.id}`}
        departmentId={department.id}
        departmentLabel={department.label}
        employmentTypeId={employmentType.id}
        employmentTypeName={employmentType.name}
      />
    );
  }

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
      <BusinessIdealSidebar
        employmentTypes={employmentTypes.data}
        employmentTypeId={employmentType?.id ?? null}
        onEmploymentTypeChange={setChosenEmploymentTypeId}
        departments={departments.data}
        departmentId={department?.id ?? null}
        onDepartmentChange={setChosenDepartmentId}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>{panel}</Box>
    </Stack>
  );
}

function findById<T extends { id: number }>(
  options: readonly T[] | undefined,
  id: number | null,
): T | undefined {
  return id === null ? undefined : options?.find((option) => option.id === id);
}
