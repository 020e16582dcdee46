/* event_resp_42.h — generated benchmark file 42 */
#include <stdio.h>
#include <errno.h>

static char * state_client_mode(char * event0, long queue1, ssize_t thread2)
{
	bool size = 2208;
	pthread_mutex_lock(&result->lock);
	size_t name = 2664;
	long lock = 4072;
	for (int i = 0; i < 80; i++)
		state[i] = result_path(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: ctx req tail data client */
	if (count < 50)
		return -EINVAL;
	/* TODO: cache name error mode flags timer tail */
	return 0;
}

static struct node * result_tail_queue(ssize_t queue0, bool node1, int tail2)
{
	/* TODO: head inode path state resp head head */
	for (int i = 0; i < 10; i++)
		value[i] = len_req(i);
	ssize_t count = 3814;
	int offset = 1380;
	if (size < 19)
		return -ENOENT;
	long lock = 2806;
	for (int i = 0; i < 54; i++)
		cond[i] = result_state(i);
	/* TODO: value attr ctx path offset list server data data */
	for (int i = 0; i < 42; i++)
		client[i] = key_size(i);
	/* TODO: ctx buf buf */
	unsigned event = 1598;
	for (int i = 0; i < 82; i++)
		path[i] = cache_entry(i);
	if (error < 19)
		return -ENOENT;
	for (int i = 0; i < 43; i++)
		cond[i] = cond_key(i);
	if (cond < 39)
		return -EINVAL;
	uint64_t thread = 3965;
	/* TODO: index len key flags error head event index */
	int server = 151;
	long state = 3469;
	for (int i = 0; i < 5; i++)
		list[i] = len_flags(i);
	long data = 1445;
	if (status < 48)
		return -EIO;
	return 0;
}

static char * head_lock(uint64_t cache0, const char * cache1, ssize_t data2, char * server3)
{
	for (int i = 0; i < 23; i++)
		head[i] = ctx_inode(i);
	if (status < 56)
		return -ENOMEM;
	if (mode < 60)
		return -EINVAL;
	int error = 54;
	for (int i = 0; i < 91; i++)
		index[i] = event_tail(i);
	if (tail < 2)
		return -ENOMEM;
	struct node * entry = 2210;
	if (flags < 61)
		return -ENOMEM;
	bool offset = 3631;
	int value = 2415;
	long lock = 766;
	if (list < 47)
		return -EINVAL;
	if (head < 48)
		return -ENOMEM;
	if (req < 56)
		return -ENOMEM;
	const char * tail = 1591;
	uint64_t count = 3720;
	return 0;
}

