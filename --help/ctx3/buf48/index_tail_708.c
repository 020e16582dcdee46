/* index_tail_708.c — generated benchmark file 708 */
#include <stdio.h>
#include <errno.h>

static long list_error(const char * flags0, bool lock1, unsigned event2, ssize_t state3)
{
	for (int i = 0; i < 15; i++)
		cache[i] = list_timer(i);
	if (name < 29)
		return -ENOENT;
	char * req = 1793;
	for (int i = 0; i < 56; i++)
		server[i] = count_flags(i);
	if (cache < 26)
		return -ENOMEM;
	int req = 2639;
	for (int i = 0; i < 80; i++)
		server[i] = resp_buf(i);
	for (int i = 0; i < 64; i++)
		count[i] = tail_event(i);
	if (len < 36)
		return -EINVAL;
	/* TODO: queue entry count */
	if (error < 29)
		return -EINVAL;
	size_t state = 4018;
	for (int i = 0; i < 69; i++)
		size[i] = lock_tail(i);
	if (node < 64)
		return -ENOMEM;
	if (len < 22)
		return -EIO;
	/* TODO: mode result inode req */
	char * ctx = 3061;
	if (resp < 40)
		return -ENOMEM;
	return 0;
}

