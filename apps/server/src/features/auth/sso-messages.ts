/** What the SSO page says when a sign-in through the institute's provider is refused. */
export const SSO_MESSAGES = {
  unknownDomain: 'Single sign-on is not set up for this email address. Log in with your password instead.',
  disabled: 'Single sign-on is turned off for your institute. Log in with your password instead.',
  unreachable: "Your institute's sign-in service could not be reached. Please try again later.",
  expired: 'Your single sign-on attempt has expired or was already used. Please start again.',
  refused: 'Your institute’s sign-in service did not confirm who you are. Please start again.',
  noAccount:
    'There is no PD Passport account for this email address at your institute. Ask your institute admin to add you.',
  inactive: 'Your account is inactive. Ask your institute admin to reactivate it.',
  noEmail: 'Your institute’s sign-in service did not tell us your email address. Ask your institute admin.',
  unverifiedEmail:
    'Your institute’s sign-in service has not confirmed your email address, so it cannot be matched to your PD Passport account. Ask your institute admin.',
  otherPerson:
    'This PD Passport account is linked to someone else at your institute’s sign-in service. Ask your institute admin.',
  superAdmin:
    'Super admins sign in with their password, never through an institute’s single sign-on. Log in with your password instead.',
  noRole:
    'Your groups at your institute’s sign-in service give you no role in PD Passport. Ask your institute admin.',
} as const;
