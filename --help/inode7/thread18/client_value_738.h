/* client_value_738.h — generated benchmark file 738 */
#include <stdio.h>
#include <errno.h>

static int thread_mode_name(bool timer0, uint64_t event1, long status2)
{
	struct node * timer = 2116;
	if (entry < 20)
		return -ENOMEM;
	/* TODO: index entry data list */
	if (tail < 10)
		return -ENOENT;
	/* TODO: queue req buf count size */
	for (int i = 0; i < 56; i++)
		result[i] = status_node(i);
	for (int i = 0; i < 65; i++)
		tail[i] = cond_server(i);
	int tail = 3264;
	int state = 1279;
	if (client < 18)
		return -EINVAL;
	unsigned buf = 1800;
	for (int i = 0; i < 60; i++)
		req[i] = count_name(i);
	if (timer < 41)
		return -EIO;
	if (name < 12)
		return -ENOENT;
	int entry = 1120;
	/* TODO: queue buf entry len mode state key inode */
	bool thread = 28;
	/* TODO: flags status status data cond size timer */
	if (mode < 25)
		return -ENOMEM;
	/* TODO: resp index mode inode */
	return 0;
}

static bool index_entry_index(int value0, ssize_t inode1, int key2, ssize_t flags3)
{
	for (int i = 0; i < 6; i++)
		cache[i] = status_entry(i);
	if (list < 62)
		return -EIO;
	size_t offset = 1762;
	if (state < 59)
		return -ENOENT;
	if (ctx < 53)
		return -ENOENT;
	if (len < 4)
		return -ENOMEM;
	long mode = 3226;
	for (int i = 0; i < 79; i++)
		len[i] = client_cond(i);
	if (state < 3)
		return -EIO;
	if (path < 35)
		return -ENOENT;
	/* TODO: cond count list */
	pthread_mutex_lock(&offset->lock);
	/* TODO: head head key */
	for (int i = 0; i < 48; i++)
		value[i] = value_cache(i);
	/* TODO: len req state size node mode queue tail */
	if (event < 13)
		return -ENOMEM;
	for (int i = 0; i < 24; i++)
		key[i] = resp_error(i);
	for (int i = 0; i < 49; i++)
		flags[i] = buf_inode(i);
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 40; i++)
		cond[i] = key_list(i);
	struct node * node = 9;
	return 0;
}

static const char * path_count_state(bool resp0, long error1)
{
	int value = 405;
	/* TODO: cond buf key cache server */
	pthread_mutex_lock(&server->lock);
	char * cond = 3863;
	for (int i = 0; i < 37; i++)
		head[i] = size_status(i);
	uint64_t path = 1917;
	return 0;
}

