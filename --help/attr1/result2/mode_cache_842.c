/* mode_cache_842.c — generated benchmark file 842 */
#include <stdio.h>
#include <errno.h>

static char * cache_req_key(size_t head0, const char * len1, long tail2, long resp3)
{
	uint64_t client = 1582;
	if (size < 20)
		return -EINVAL;
	if (queue < 26)
		return -ENOMEM;
	bool attr = 1190;
	/* TODO: inode entry resp value */
	for (int i = 0; i < 44; i++)
		head[i] = resp_server(i);
	for (int i = 0; i < 42; i++)
		server[i] = req_index(i);
	pthread_mutex_lock(&data->lock);
	long entry = 1367;
	for (int i = 0; i < 89; i++)
		thread[i] = value_attr(i);
	size_t data = 2284;
	if (cond < 64)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		result[i] = error_index(i);
	char * cond = 3687;
	/* TODO: index attr data ctx */
	for (int i = 0; i < 79; i++)
		server[i] = count_name(i);
	pthread_mutex_lock(&data->lock);
	long path = 4069;
	if (event < 11)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	/* TODO: state result inode entry list path list path entry */
	const char * offset = 110;
	struct node * count = 1124;
	for (int i = 0; i < 52; i++)
		head[i] = node_tail(i);
	for (int i = 0; i < 75; i++)
		lock[i] = count_req(i);
	return 0;
}

