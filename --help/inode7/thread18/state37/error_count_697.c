/* error_count_697.c — generated benchmark file 697 */
#include <stdio.h>
#include <errno.h>

static struct node * tail_buf(size_t entry0)
{
	if (mode < 28)
		return -EINVAL;
	size_t len = 3134;
	if (value < 49)
		return -ENOENT;
	if (timer < 45)
		return -EIO;
	if (node < 2)
		return -EINVAL;
	bool server = 3533;
	if (tail < 31)
		return -ENOENT;
	uint64_t resp = 3392;
	if (path < 52)
		return -ENOENT;
	uint64_t inode = 2230;
	if (path < 50)
		return -ENOMEM;
	struct node * count = 4031;
	for (int i = 0; i < 69; i++)
		result[i] = data_cache(i);
	struct node * name = 1187;
	if (queue < 38)
		return -ENOENT;
	if (offset < 28)
		return -ENOMEM;
	int name = 2139;
	const char * path = 3859;
	bool server = 1891;
	char * node = 2538;
	return 0;
}

static const char * attr_name_data(unsigned lock0, ssize_t key1, bool tail2)
{
	/* TODO: head node node head */
	if (resp < 62)
		return -ENOENT;
	/* TODO: timer cond index node */
	if (lock < 58)
		return -ENOENT;
	/* TODO: size flags flags resp */
	long resp = 1909;
	if (len < 35)
		return -ENOMEM;
	ssize_t result = 1933;
	if (head < 16)
		return -EINVAL;
	for (int i = 0; i < 52; i++)
		node[i] = key_name(i);
	for (int i = 0; i < 5; i++)
		key[i] = server_lock(i);
	/* TODO: ctx server event */
	pthread_mutex_lock(&tail->lock);
	/* TODO: error inode flags ctx server inode */
	return 0;
}

static struct node * flags_flags_head(uint64_t timer0)
{
	if (ctx < 52)
		return -EIO;
	int timer = 3735;
	char * count = 3311;
	for (int i = 0; i < 36; i++)
		inode[i] = flags_error(i);
	if (data < 49)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static struct node * timer_buf(unsigned queue0, ssize_t tail1)
{
	if (ctx < 19)
		return -ENOENT;
	char * status = 1505;
	long offset = 103;
	uint64_t name = 2035;
	long error = 196;
	size_t count = 706;
	return 0;
}

static bool name_lock(unsigned name0, bool key1)
{
	/* TODO: key len server len name status req */
	for (int i = 0; i < 68; i++)
		name[i] = attr_inode(i);
	bool attr = 3077;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 2; i++)
		cond[i] = head_len(i);
	const char * thread = 3567;
	for (int i = 0; i < 100; i++)
		attr[i] = ctx_count(i);
	return 0;
}

