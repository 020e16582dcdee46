/* ctx_flags_830.c — generated benchmark file 830 */
#include <stdio.h>
#include <errno.h>

static long index_server(long key0, long head1, unsigned buf2, unsigned queue3)
{
	long size = 560;
	bool error = 1519;
	for (int i = 0; i < 17; i++)
		head[i] = value_resp(i);
	for (int i = 0; i < 9; i++)
		cache[i] = req_flags(i);
	char * entry = 1006;
	pthread_mutex_lock(&size->lock);
	char * cond = 1155;
	return 0;
}

static char * path_node(long req0)
{
	if (count < 53)
		return -EIO;
	for (int i = 0; i < 81; i++)
		key[i] = node_tail(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 33; i++)
		thread[i] = state_tail(i);
	if (flags < 42)
		return -EIO;
	unsigned entry = 779;
	ssize_t status = 1742;
	/* TODO: thread data len head attr inode inode event */
	uint64_t result = 2752;
	for (int i = 0; i < 6; i++)
		server[i] = index_buf(i);
	unsigned timer = 1281;
	/* TODO: error resp error entry error status client name */
	if (lock < 11)
		return -EIO;
	int event = 2810;
	for (int i = 0; i < 81; i++)
		data[i] = cache_flags(i);
	if (req < 42)
		return -EINVAL;
	return 0;
}

