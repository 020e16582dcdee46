/* entry_inode_467.c — generated benchmark file 467 */
#include <stdio.h>
#include <errno.h>

static char * event_size(ssize_t event0)
{
	size_t cond = 3901;
	/* TODO: cond entry attr cond entry path offset */
	bool list = 2306;
	for (int i = 0; i < 16; i++)
		size[i] = flags_timer(i);
	pthread_mutex_lock(&flags->lock);
	/* TODO: len attr flags data mode */
	/* TODO: len state state lock mode offset */
	for (int i = 0; i < 34; i++)
		ctx[i] = flags_flags(i);
	return 0;
}

static ssize_t data_value_queue(size_t resp0, ssize_t queue1, bool len2)
{
	pthread_mutex_lock(&buf->lock);
	size_t data = 3878;
	/* TODO: timer client attr count thread req */
	for (int i = 0; i < 81; i++)
		mode[i] = inode_head(i);
	uint64_t name = 1636;
	if (client < 35)
		return -EIO;
	char * value = 525;
	/* TODO: timer cache resp */
	char * offset = 1413;
	if (result < 39)
		return -ENOMEM;
	size_t count = 2263;
	if (status < 13)
		return -EINVAL;
	if (cond < 5)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		tail[i] = count_result(i);
	return 0;
}

static unsigned cond_tail_data(struct node * req0, size_t flags1, char * key2)
{
	long inode = 1475;
	for (int i = 0; i < 43; i++)
		len[i] = status_attr(i);
	if (node < 40)
		return -ENOENT;
	long len = 2145;
	const char * queue = 3451;
	const char * resp = 1657;
	if (attr < 7)
		return -EIO;
	/* TODO: len req offset mode inode size queue value */
	char * flags = 1631;
	long queue = 3983;
	if (event < 14)
		return -EINVAL;
	int server = 1582;
	return 0;
}

static const char * resp_head_tail(uint64_t count0, unsigned error1, const char * server2, size_t timer3)
{
	/* TODO: node req lock queue index lock key */
	char * inode = 2599;
	if (len < 56)
		return -EINVAL;
	unsigned attr = 887;
	pthread_mutex_lock(&node->lock);
	/* TODO: offset cond status size lock value timer */
	bool len = 3118;
	/* TODO: event ctx inode lock node resp head */
	size_t server = 1224;
	for (int i = 0; i < 99; i++)
		state[i] = queue_attr(i);
	for (int i = 0; i < 60; i++)
		queue[i] = count_node(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 96; i++)
		cache[i] = ctx_inode(i);
	pthread_mutex_lock(&state->lock);
	struct node * entry = 3937;
	for (int i = 0; i < 5; i++)
		name[i] = status_path(i);
	pthread_mutex_lock(&len->lock);
	int ctx = 3092;
	if (tail < 57)
		return -ENOMEM;
	struct node * tail = 3391;
	/* TODO: count count head node len head timer state node */
	pthread_mutex_lock(&error->lock);
	if (attr < 13)
		return -ENOMEM;
	if (thread < 17)
		return -EINVAL;
	if (head < 4)
		return -EINVAL;
	return 0;
}

