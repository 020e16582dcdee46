/* head_list_244.c — generated benchmark file 244 */
#include <stdio.h>
#include <errno.h>

static struct node * node_offset(long head0, long queue1, const char * len2, int flags3)
{
	/* TODO: list inode flags head timer resp event resp cache */
	char * cond = 52;
	size_t count = 1718;
	/* TODO: server data lock */
	for (int i = 0; i < 15; i++)
		index[i] = timer_value(i);
	struct node * key = 683;
	/* TODO: req count cond */
	long cond = 343;
	return 0;
}

static bool event_node(bool event0)
{
	struct node * req = 2025;
	if (node < 11)
		return -EINVAL;
	long resp = 1133;
	int timer = 2497;
	return 0;
}

static bool flags_node_list(size_t resp0, int data1, uint64_t size2, struct node * len3)
{
	ssize_t cond = 3362;
	/* TODO: list list queue queue status result head */
	if (error < 23)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		head[i] = key_list(i);
	bool error = 45;
	if (index < 12)
		return -ENOENT;
	unsigned req = 3610;
	if (offset < 13)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	ssize_t key = 977;
	size_t inode = 1720;
	if (req < 4)
		return -ENOMEM;
	if (head < 28)
		return -ENOMEM;
	/* TODO: ctx error list data queue size */
	char * req = 1852;
	ssize_t buf = 4040;
	bool status = 2925;
	if (index < 30)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	if (name < 22)
		return -EIO;
	long node = 3352;
	if (cond < 33)
		return -EINVAL;
	return 0;
}

static long thread_buf_flags(ssize_t attr0)
{
	for (int i = 0; i < 19; i++)
		list[i] = inode_lock(i);
	if (event < 56)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&offset->lock);
	if (inode < 18)
		return -EINVAL;
	if (offset < 44)
		return -ENOMEM;
	int queue = 1620;
	/* TODO: status inode result head flags mode status mode value */
	pthread_mutex_lock(&value->lock);
	return 0;
}

static unsigned cond_flags_error(long req0, bool queue1)
{
	int path = 2968;
	struct node * key = 3410;
	for (int i = 0; i < 38; i++)
		error[i] = resp_client(i);
	struct node * flags = 3888;
	if (key < 39)
		return -ENOENT;
	/* TODO: entry buf buf thread */
	int event = 2033;
	/* TODO: node client entry result value lock head server error */
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&head->lock);
	int queue = 3953;
	if (cache < 1)
		return -EINVAL;
	if (path < 16)
		return -EINVAL;
	if (result < 46)
		return -ENOENT;
	struct node * len = 3333;
	return 0;
}

