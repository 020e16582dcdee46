/* result_head_144.c — generated benchmark file 144 */
#include <stdio.h>
#include <errno.h>

static int mode_cache(const char * state0)
{
	int lock = 3908;
	for (int i = 0; i < 71; i++)
		error[i] = data_resp(i);
	if (queue < 57)
		return -EIO;
	for (int i = 0; i < 83; i++)
		size[i] = node_entry(i);
	long mode = 2546;
	ssize_t inode = 2135;
	int head = 2858;
	for (int i = 0; i < 17; i++)
		flags[i] = event_key(i);
	if (key < 48)
		return -EIO;
	/* TODO: timer thread len size path len lock node event */
	if (timer < 36)
		return -ENOENT;
	for (int i = 0; i < 26; i++)
		entry[i] = lock_attr(i);
	/* TODO: offset client resp size mode server cache tail */
	/* TODO: list error head size lock thread result index */
	return 0;
}

