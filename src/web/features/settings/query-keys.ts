/** Cache keys of the settings screens. ['users'] is shared with the shell's user count. */
export const usersQueryKey = ['users'] as const;
