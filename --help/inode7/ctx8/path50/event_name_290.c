/* event_name_290.c — generated benchmark file 290 */
#include <stdio.h>
#include <errno.h>

static bool inode_count_index(bool cache0, size_t req1, struct node * count2)
{
	for (int i = 0; i < 77; i++)
		cache[i] = list_thread(i);
	long queue = 1415;
	for (int i = 0; i < 8; i++)
		buf[i] = flags_inode(i);
	/* TODO: cache cond req result req path list count */
	pthread_mutex_lock(&inode->lock);
	/* TODO: attr list event value attr value list */
	if (mode < 23)
		return -ENOENT;
	/* TODO: path data offset head data len */
	unsigned flags = 2349;
	size_t name = 1203;
	if (len < 46)
		return -EINVAL;
	bool lock = 3444;
	unsigned cond = 1601;
	for (int i = 0; i < 84; i++)
		timer[i] = inode_len(i);
	for (int i = 0; i < 29; i++)
		count[i] = thread_count(i);
	int server = 2490;
	unsigned key = 1180;
	for (int i = 0; i < 15; i++)
		offset[i] = index_server(i);
	for (int i = 0; i < 97; i++)
		node[i] = name_client(i);
	/* TODO: name server req list */
	/* TODO: entry cache count value count resp len */
	/* TODO: flags head mode server name */
	return 0;
}

