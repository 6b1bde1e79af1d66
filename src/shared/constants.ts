/** Texts, thresholds and constants that both the server and the UI use (docs/product.md §1.8, §1.9, §2.8 and §2.9). */
export const PASSWORD_MIN_LENGTH = 6;
export const SIGNATURE_MIN_LENGTH = 2;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const SEARCH_DEBOUNCE_MS = 300;
export const SESSION_MAX_IDLE_SECONDS = 24 * 60 * 60;
/** Seconds between two e-mail verification links for one user (the Resend button counts them down). */
export const VERIFY_EMAIL_RESEND_SECONDS = 60;
/** How long an e-mail verification link works. */
export const EMAIL_VERIFICATION_SECONDS = 24 * 60 * 60;
export const STARTUP_GUIDE_STEPS = 6;
export const DAMAGE_DEPOSIT_PENCE = 10_000;

export const SUPPORT_EMAIL = 'support@linenservice.co.uk';
/** Towns named for visitors on the landing screen (docs/product.md §1.1). */
export const SERVICE_AREAS = ['Middlesbrough', 'Darlington', 'Stockton-on-Tees', 'Redcar', 'Hartlepool'] as const;
/** The postcode coverage check shows its spinner for about a second (docs/product.md §1.9). */
export const POSTCODE_CHECK_DELAY_MS = 1000;
/** The sign-up toast stays 5 seconds; other toasts 3 (docs/product.md §1.9). */
export const SIGNUP_TOAST_MS = 5000;
export const SUPPORT_PHONE = '+44 1642 000000';

export const MESSAGES = {
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  enterNewPassword: 'Please enter a new password',
  emailCannotChange: 'Email cannot be changed',
  cannotChangeOwnRole: 'You cannot change your own role',
  selectImage: 'Please select an image file',
  imageTooLarge: 'Image size must be less than 2MB',
  notAuthenticated: 'User not authenticated',
  unexpected: 'An unexpected error occurred',
  forbidden: 'You do not have permission to do that',
  notFound: 'Not found',
  connectionNotConfigured: 'Connection not configured. Please set up your backend credentials.',
  databaseUnavailable: 'Database connection not available',
  enterUrlAndKey: 'Please enter both URL and API key',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  accountDeactivated: 'This account has been deactivated. Please contact your administrator.',
  failedLoadUsers: 'Failed to load users',
  failedCreateUser: 'Failed to create user',
  failedUpdateUser: 'Failed to update user',
  failedDeleteUser: 'Failed to delete user',
  failedUpdateProfile: 'Failed to update profile',
  failedChangePassword: 'Failed to change password',
  failedUploadImage: 'Failed to upload image',
  failedUpdateUserStatus: 'Failed to update user status',
  confirmDeleteUser: 'Are you sure you want to delete this user? This action cannot be undone.',
  userCreated: (email: string) => `User ${email} created successfully`,
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
  profileImageUpdated: 'Profile image updated successfully',
  accountCreated: 'Account created successfully!',
  adminNotified: 'Account created successfully! Our team has been notified and will be in touch.',
  authNotAvailable: 'Authentication Not Available',
  networkErrorDuring: (action: 'sign in' | 'sign up') =>
    `Network error during ${action}. Please check your connection and try again.`,
  resetLinkSent: 'If an account exists for that e-mail, a password reset link has been sent. Please check your inbox.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been reset. You can now sign in with your new password.',
  failedResetPassword: 'Failed to reset password',
  // E-mail verification (self-signed-up owners)
  verifyEmailTitle: 'Please verify your e-mail address',
  verifyEmailNotice: (email: string) =>
    `We sent a link to ${email}. Open it to confirm the address is yours, so that any client record we already hold under it appears in your account.`,
  /** The same on a phone's narrow screen. */
  verifyEmailNoticeShort: (email: string) => `Open the link we sent to ${email}.`,
  verificationLinkSent: (email: string) => `A new verification link has been sent to ${email}.`,
  failedSendVerification: 'Failed to send a new verification link',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  verifyEmailSignIn:
    'Sign in to the account you created with this e-mail address to confirm it. Opening the link alone does not verify the address.',
  emailVerified: 'Your e-mail address is verified. Any client record we hold under it now appears in your account.',
  verificationLinkInvalid: 'This verification link is invalid, has already been used or has expired. Please request a new one.',
  // Settings (profile, security, user management)
  fullNameRequired: 'Full name is required',
  emailRequired: 'E-mail is required',
  passwordRequired: 'Password is required',
  roleRequired: 'Role is required',
  invalidEmail: 'Please enter a valid e-mail address',
  enterCurrentPassword: 'Please enter your current password',
  currentPasswordIncorrect: 'Current password is incorrect',
  tooManyPasswordAttempts: 'Too many wrong current passwords. Please wait a few minutes and try again.',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastSuperadmin: 'At least one active super admin must remain. Make another user a super admin first.',
  useSecurityForOwnPassword: 'Use the Security tab to change your own password',
  userNotFound: 'User not found',
  userExists: 'A user with this e-mail already exists',
  passwordSet: 'New password set. The user has been signed out everywhere.',
  failedSetPassword: 'Failed to set password',
} as const;

/** Clients, client contracts and My Profile (docs/product.md §1.2.5, §1.4, §1.5, §1.8). */
export const CLIENT_MESSAGES = {
  companyNameRequired: 'Company Name is required',
  primaryEmailRequired: 'Primary Email is required',
  invalidEmail: 'Please enter a valid e-mail address',
  invalidSecondaryEmail: (email: string) => `"${email}" is not a valid e-mail address`,
  titleRequired: 'Title is required',
  invalidStartDate: 'Please enter a valid start date',
  confirmDeleteClient: 'Are you sure you want to delete this client?',
  confirmConvert: 'Convert this lead to a customer? This will create a default contract.',
  confirmDeleteContract: 'Are you sure you want to delete this contract?',
  failedDeleteClient: 'Failed to delete client',
  failedConvert: 'Failed to convert to customer',
  failedCreateClient: 'Failed to create client',
  failedCreateContract: 'Failed to create contract',
  failedDeleteContract: 'Failed to delete contract',
  failedLoadClientData: 'Failed to load client data',
  failedUpdateTask: 'Failed to update task. Please try again.',
  failedStartPayment: 'Failed to start payment process. Please try again.',
  failedLoadProfile: 'Failed to load profile',
  failedSaveProfile: 'Failed to save profile',
  formFallback: 'An error occurred',
  profileCreated: 'Profile created and linked to your account!',
  portalPasswordReset: 'Password reset successfully! The client can now use their new password to log in.',
  portalPasswordHint: 'Minimum 6 characters...',
  clientAccountNotFound: 'Client account not found. Please contact support.',
  clientNotFound: 'Client not found',
  contractNotFound: 'Contract not found or has been deleted',
  alreadyCustomer: 'This client is already a customer',
  noPortalLogin: 'This client has no portal login yet, so there is no password to reset.',
  profileExists: 'You already have a client profile',
  ownerCannotChangeStatus: "Only the provider can change a client's status",
  emailBelongsToAnotherAccount: 'That e-mail address belongs to another account',
  cannotResetStaffPassword: "Only a super admin can reset this account's password",
  noContracts: 'No contracts found',
  noLinenServices: 'No linen services yet',
  cardPaymentsSettingUp: 'Card payments are being set up',
  credentialsCopied: 'Credentials copied to clipboard!',
  clientCreated: 'Client created',
  clientUpdated: 'Client updated',
  clientDeleted: 'Client deleted',
  convertedToCustomer: 'Converted to customer. A default contract was created.',
  contractCreated: 'Contract created',
  contractDeleted: 'Contract deleted',
} as const;

/** Property contracts, share links and public signing (docs/product.md §1.5, §1.8). */
export const CONTRACT_MESSAGES = {
  notFound: 'Contract not found or has been deleted',
  invalidLink: 'Invalid or expired contract link',
  alreadySigned: 'Contract has already been signed',
  failedLoad: 'Failed to load contract',
  failedSign: 'Failed to sign contract',
  failedCreate: 'Failed to create contract',
  failedUpdate: 'Failed to update contract',
  failedDelete: 'Failed to delete contract',
  failedShare: 'Failed to create the contract link',
  failedDeactivate: 'Failed to deactivate the contract link',
  confirmDelete: 'Are you sure you want to delete this contract?',
  linkCopied: 'Contract link copied to clipboard!',
  notFoundTitle: 'Contract Not Found',
  notFoundText: 'This contract link is invalid, has expired, or the contract has been deleted.',
  signedSuccess: 'Contract Signed Successfully!',
  cannotEditSigned: 'Signed contracts cannot be edited',
  cannotDeleteSigned: 'Signed contracts cannot be deleted',
  onlyDraftsSign: 'Only draft contracts can be signed here',
  notSigned: 'This contract has not been signed yet',
  changedSinceOpened: 'This contract has changed since you opened it. Please reload the page and review the latest terms.',
  reloadToSign: 'Please reload the page and review the terms before signing.',
  needsClient: 'Please assign a client to this property before preparing its contract',
  propertyNotFound: 'Property not found',
  titleRequired: 'Title is required',
  cancelledNotShared: 'A cancelled contract cannot be shared',
  signedNotShared: 'A signed contract is not shared: download its PDF instead',
  signedLinkStays: 'This link was used to sign the contract, so it stays active: the signed contract stays viewable through it',
  noClientEmail: "The property's client has no e-mail address to send the contract to",
  linkEmailed: 'Contract link sent to',
  failedEmail: 'Failed to send the contract by e-mail',
} as const;

/** The 'copied to clipboard' confirmation stays 2 seconds (docs/product.md §1.9). */
export const COPY_TOAST_MS = 2000;
