/* drivers.h — the scripts libsbx runs inside sandboxes, private to libsbx.
 *
 * Each file of client/drivers/ is embedded into the library at build time
 * (the Makefile turns them into build/gen/drivers.c with xxd -i), so that
 * libsbx can install them in any sandbox through exec alone: python.py and
 * javascript.js (the code-context interpreters) and manage.sh (the bash side
 * of code contexts). contexts.c is their user.
 */
#ifndef SBX_DRIVERS_H
#define SBX_DRIVERS_H

#include <stddef.h>

struct sbx_driver_file {
	const char *name;	   /* "python.py": its name in client/drivers/ */
	const unsigned char *data; /* its bytes, followed by a NUL */
	size_t len;		   /* without that NUL */
};

/* Every embedded file, ended by an entry whose name is NULL. */
extern const struct sbx_driver_file sbx_driver_files[];

#endif
