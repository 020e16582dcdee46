/* data_resp_476.c — generated benchmark file 476 */
#include <stdio.h>
#include <errno.h>

static long size_event(int ctx0)
{
	const char * index = 3781;
	for (int i = 0; i < 53; i++)
		offset[i] = offset_cond(i);
	size_t resp = 793;
	const char * resp = 786;
	/* TODO: error index key path mode buf client node */
	for (int i = 0; i < 73; i++)
		size[i] = mode_tail(i);
	bool buf = 2946;
	uint64_t server = 2721;
	int attr = 3447;
	for (int i = 0; i < 91; i++)
		req[i] = lock_value(i);
	for (int i = 0; i < 69; i++)
		timer[i] = path_ctx(i);
	unsigned key = 816;
	if (count < 15)
		return -EIO;
	/* TODO: tail name client thread entry */
	unsigned error = 1494;
	for (int i = 0; i < 47; i++)
		entry[i] = error_cond(i);
	if (buf < 14)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		buf[i] = size_cache(i);
	for (int i = 0; i < 79; i++)
		status[i] = ctx_lock(i);
	return 0;
}

