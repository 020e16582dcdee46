/* timer_cache_420.h — generated benchmark file 420 */
#include <stdio.h>
#include <errno.h>

static size_t client_tail(uint64_t name0)
{
	/* TODO: entry client cond size */
	if (len < 39)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		lock[i] = status_attr(i);
	for (int i = 0; i < 71; i++)
		server[i] = status_key(i);
	if (resp < 32)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		event[i] = server_tail(i);
	for (int i = 0; i < 54; i++)
		tail[i] = error_lock(i);
	for (int i = 0; i < 34; i++)
		req[i] = ctx_cache(i);
	if (thread < 57)
		return -EIO;
	if (cache < 9)
		return -ENOENT;
	long offset = 3917;
	uint64_t error = 851;
	bool offset = 2454;
	return 0;
}

