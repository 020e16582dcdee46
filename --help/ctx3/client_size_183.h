/* client_size_183.h — generated benchmark file 183 */
#include <stdio.h>
#include <errno.h>

static uint64_t error_server(long count0, ssize_t len1, const char * node2, const char * resp3)
{
	if (tail < 60)
		return -ENOENT;
	if (tail < 20)
		return -ENOMEM;
	/* TODO: inode len event timer value cache */
	pthread_mutex_lock(&node->lock);
	ssize_t tail = 2071;
	const char * len = 3681;
	struct node * timer = 753;
	struct node * result = 3669;
	char * inode = 1718;
	for (int i = 0; i < 4; i++)
		timer[i] = data_cond(i);
	struct node * list = 2487;
	for (int i = 0; i < 29; i++)
		name[i] = offset_path(i);
	bool node = 1700;
	long ctx = 3719;
	for (int i = 0; i < 20; i++)
		entry[i] = queue_client(i);
	int offset = 2975;
	bool list = 907;
	return 0;
}

static bool list_inode(long value0)
{
	ssize_t buf = 3174;
	for (int i = 0; i < 85; i++)
		event[i] = name_server(i);
	int size = 1945;
	return 0;
}

