/* entry_size_163.c — generated benchmark file 163 */
#include <stdio.h>
#include <errno.h>

static size_t entry_path(long queue0, char * client1, uint64_t path2)
{
	/* TODO: len result cache */
	long name = 2224;
	unsigned path = 1172;
	if (count < 24)
		return -ENOMEM;
	const char * cond = 3241;
	bool node = 32;
	/* TODO: flags mode state */
	if (count < 58)
		return -EINVAL;
	if (flags < 24)
		return -ENOENT;
	char * data = 4008;
	uint64_t status = 2441;
	return 0;
}

