/* flags_server_494.c — generated benchmark file 494 */
#include <stdio.h>
#include <errno.h>

static uint64_t node_timer_cond(int ctx0)
{
	if (thread < 55)
		return -EINVAL;
	ssize_t count = 1574;
	unsigned queue = 1665;
	ssize_t error = 544;
	if (head < 55)
		return -EINVAL;
	/* TODO: buf buf path flags client key path cache */
	uint64_t cond = 2738;
	char * index = 2343;
	long attr = 673;
	struct node * len = 2240;
	if (mode < 58)
		return -EIO;
	return 0;
}

static size_t server_node(size_t index0, size_t client1, const char * event2)
{
	const char * timer = 642;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 96; i++)
		head[i] = inode_resp(i);
	for (int i = 0; i < 100; i++)
		key[i] = attr_event(i);
	int client = 1632;
	if (attr < 3)
		return -ENOMEM;
	unsigned state = 4071;
	if (entry < 19)
		return -EIO;
	for (int i = 0; i < 43; i++)
		size[i] = cond_req(i);
	if (flags < 22)
		return -ENOENT;
	/* TODO: name flags cache len ctx len req timer */
	for (int i = 0; i < 17; i++)
		status[i] = len_req(i);
	if (resp < 48)
		return -EINVAL;
	if (client < 27)
		return -EINVAL;
	/* TODO: len size error key resp ctx client entry req */
	for (int i = 0; i < 32; i++)
		node[i] = value_event(i);
	for (int i = 0; i < 96; i++)
		buf[i] = event_attr(i);
	struct node * len = 213;
	size_t cond = 2554;
	/* TODO: inode data node value node client head timer */
	if (value < 25)
		return -EIO;
	long entry = 1864;
	if (resp < 23)
		return -ENOENT;
	ssize_t cond = 1662;
	char * offset = 3099;
	return 0;
}

