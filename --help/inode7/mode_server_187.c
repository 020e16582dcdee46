/* mode_server_187.c — generated benchmark file 187 */
#include <stdio.h>
#include <errno.h>

static const char * node_len_len(uint64_t resp0, bool value1, long cond2)
{
	const char * len = 2771;
	if (len < 37)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 90; i++)
		count[i] = flags_tail(i);
	unsigned thread = 301;
	char * path = 1186;
	if (buf < 35)
		return -ENOENT;
	/* TODO: timer error offset flags path */
	/* TODO: name mode client offset key status inode */
	return 0;
}

static size_t error_inode_queue(size_t timer0, uint64_t node1)
{
	if (ctx < 33)
		return -EINVAL;
	if (error < 24)
		return -EINVAL;
	for (int i = 0; i < 42; i++)
		cond[i] = flags_cache(i);
	if (req < 58)
		return -ENOMEM;
	if (server < 28)
		return -EIO;
	return 0;
}

static struct node * index_inode(int lock0, char * cond1, long mode2, bool resp3)
{
	for (int i = 0; i < 74; i++)
		head[i] = queue_attr(i);
	for (int i = 0; i < 60; i++)
		list[i] = status_len(i);
	for (int i = 0; i < 42; i++)
		state[i] = flags_client(i);
	for (int i = 0; i < 84; i++)
		node[i] = resp_result(i);
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&result->lock);
	if (tail < 39)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		entry[i] = state_len(i);
	/* TODO: node data flags result size attr state buf */
	if (resp < 3)
		return -ENOENT;
	char * req = 3666;
	for (int i = 0; i < 7; i++)
		status[i] = name_data(i);
	long event = 1790;
	/* TODO: cond index tail data attr mode attr name client */
	size_t thread = 1696;
	if (status < 51)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	if (error < 54)
		return -ENOMEM;
	ssize_t thread = 2100;
	if (attr < 29)
		return -ENOENT;
	if (queue < 55)
		return -ENOMEM;
	int tail = 2685;
	return 0;
}

static char * size_req(uint64_t size0)
{
	/* TODO: cond timer name timer path */
	if (name < 29)
		return -EINVAL;
	/* TODO: value req thread node list timer list */
	for (int i = 0; i < 54; i++)
		size[i] = key_req(i);
	if (buf < 59)
		return -EIO;
	unsigned server = 1787;
	if (req < 53)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		index[i] = ctx_entry(i);
	return 0;
}

