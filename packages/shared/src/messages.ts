/** User-facing texts fixed word for word by SPEC §2, §4, §5 and §8. */
export const MESSAGES = {
  userNotRegistered: 'user is not registered! Please Signup.',
  serverError: 'Oops! Something went wrong on our end. Please try again later.',
  invalidCredentials: 'Invalid credentials or account not found',
  providerNotSupported: 'Provider not supported.',
  authenticationFailed: 'Authentication failed. Please try again.',
  sessionExpired: 'Session expired!',
  internalServerError: 'Internal Server Error',
  mutationError: 'Something went wrong!',
  contentNotFound: 'Content not found.',
  switchOrgFailed: 'Failed to switch organization',
  loggedOut: 'Logged out',
  tooManyFiles: 'Files should be less than or equal to 500',
  noFilesSelected: 'Please select files to upload',
  authRequired: 'Authentication required',
  uploadFailed: 'Upload failed',
  uploadQueuedMinimized: "You'll be notified once it's done",
  uploadDoneMinimized: 'Your documents have been successfully uploaded',
  leaveDuringUpload: 'Files are uploading. If you leave now, the upload will be cancelled.',
  leaveDuringResumeUpload: 'Resumes are uploading. If you leave now, the upload will be cancelled.',
  extensionIdMissing: 'Extension ID is not available',
  extensionMessagingMissing: 'Chrome runtime messaging is not available',
  extensionInvalidData: 'Invalid data type',
  maintenance: 'Hirebase is undergoing a quick maintenance update. Please check back in a few minutes.',
  routerNotFound: 'Not Found',
  routerError: 'Something went wrong!',
} as const;

export const ERROR_PAGE = {
  code: '500',
  title: 'Oops! Something went wrong',
  description: 'We apologize for the inconvenience. Please try again later.',
  back: 'Go Back',
  home: 'Back to Home',
} as const;

export const NOT_FOUND_PAGE = {
  title: 'Page Not Found',
  description: "The page you're looking for doesn't exist or has been moved.",
  action: 'Return Home',
} as const;

export const FALLBACK_PAGE = {
  title: 'Something went wrong',
  description: "We've encountered an unexpected error. Our team has been notified.",
  home: 'Go to Home',
  reload: 'Reload Page',
  retry: 'Try Again',
} as const;

export const CONFIRM_DEFAULTS = { confirm: 'Confirm', cancel: 'Cancel' } as const;

/** Generic dropzone file messages (SPEC §5). */
export const fileMessages = {
  invalidType: (types: string) => `File type must be ${types}`,
  tooLarge: (bytes: number) => `File is larger than ${bytes} bytes`,
  tooSmall: (bytes: number) => `File is smaller than ${bytes} bytes`,
  tooMany: 'Too many files',
};
