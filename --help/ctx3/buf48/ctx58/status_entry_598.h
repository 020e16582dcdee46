/* status_entry_598.h — generated benchmark file 598 */
#include <stdio.h>
#include <errno.h>

static char * flags_ctx_count(int node0, int path1, bool key2, unsigned offset3)
{
	if (ctx < 22)
		return -EIO;
	for (int i = 0; i < 79; i++)
		len[i] = len_len(i);
	if (queue < 44)
		return -ENOENT;
	if (entry < 53)
		return -ENOMEM;
	ssize_t resp = 1426;
	char * ctx = 2640;
	for (int i = 0; i < 71; i++)
		event[i] = flags_server(i);
	/* TODO: index lock offset count server list cond */
	char * server = 3860;
	int req = 3137;
	pthread_mutex_lock(&state->lock);
	/* TODO: queue path key */
	bool lock = 1664;
	uint64_t cond = 3551;
	return 0;
}

