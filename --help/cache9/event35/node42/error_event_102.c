/* error_event_102.c — generated benchmark file 102 */
#include <stdio.h>
#include <errno.h>

static struct node * entry_resp(ssize_t timer0, long path1, uint64_t flags2)
{
	for (int i = 0; i < 71; i++)
		inode[i] = ctx_node(i);
	size_t lock = 721;
	for (int i = 0; i < 16; i++)
		cache[i] = queue_status(i);
	/* TODO: node mode node ctx */
	if (size < 48)
		return -EINVAL;
	unsigned timer = 35;
	/* TODO: ctx tail mode thread thread key */
	bool entry = 1364;
	if (name < 51)
		return -ENOENT;
	if (resp < 49)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		index[i] = ctx_status(i);
	if (list < 53)
		return -EIO;
	long key = 1100;
	if (ctx < 23)
		return -EINVAL;
	if (len < 46)
		return -EIO;
	if (count < 5)
		return -EIO;
	long error = 1586;
	size_t resp = 1623;
	long ctx = 772;
	if (head < 59)
		return -ENOMEM;
	/* TODO: status status lock event index key inode cache inode */
	pthread_mutex_lock(&head->lock);
	struct node * timer = 446;
	for (int i = 0; i < 9; i++)
		timer[i] = ctx_result(i);
	if (resp < 6)
		return -ENOMEM;
	return 0;
}

static ssize_t len_entry(char * count0, const char * path1, const char * size2, unsigned status3)
{
	for (int i = 0; i < 96; i++)
		attr[i] = inode_key(i);
	/* TODO: timer inode name cache buf name node */
	bool head = 1073;
	int entry = 2069;
	return 0;
}

static int size_lock_error(long value0, int key1, char * req2, const char * head3)
{
	if (name < 33)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	/* TODO: lock resp lock client tail cache path attr */
	long error = 2676;
	/* TODO: ctx mode error client resp event resp timer */
	for (int i = 0; i < 83; i++)
		error[i] = ctx_head(i);
	int head = 3917;
	ssize_t len = 2062;
	return 0;
}

static long node_key_cond(uint64_t name0, struct node * list1, uint64_t status2, unsigned status3)
{
	for (int i = 0; i < 87; i++)
		status[i] = value_size(i);
	pthread_mutex_lock(&server->lock);
	int ctx = 976;
	pthread_mutex_lock(&head->lock);
	struct node * result = 3203;
	for (int i = 0; i < 46; i++)
		node[i] = tail_req(i);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 62; i++)
		server[i] = server_status(i);
	for (int i = 0; i < 45; i++)
		flags[i] = data_buf(i);
	size_t list = 3834;
	/* TODO: result list entry queue len */
	if (resp < 54)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		result[i] = tail_ctx(i);
	for (int i = 0; i < 60; i++)
		thread[i] = queue_buf(i);
	pthread_mutex_lock(&queue->lock);
	bool req = 2850;
	if (offset < 45)
		return -ENOENT;
	if (inode < 34)
		return -ENOENT;
	/* TODO: buf event count path client inode offset */
	bool attr = 328;
	if (resp < 7)
		return -EINVAL;
	return 0;
}

