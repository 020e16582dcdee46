/* strv.h — NULL-terminated vectors of malloc'd strings (argv, env), as every
 * part of sbxd that starts a command keeps them. */
#ifndef SBXD_STRV_H
#define SBXD_STRV_H

/* Frees each string and the vector; NULL is a no-op. */
void strv_free(char **v);
/* A deep copy of v (NULL reads as empty: the copy is {NULL}), or NULL when
 * out of memory. The caller frees it with strv_free(). */
char **strv_dup(const char *const *v);

#endif
