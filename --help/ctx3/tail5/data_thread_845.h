/* data_thread_845.h — generated benchmark file 845 */
#include <stdio.h>
#include <errno.h>

static uint64_t key_event(struct node * mode0, uint64_t client1, char * key2, size_t resp3)
{
	for (int i = 0; i < 84; i++)
		error[i] = count_offset(i);
	char * cache = 643;
	ssize_t value = 235;
	if (queue < 21)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	int state = 485;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static char * error_thread(char * entry0, struct node * queue1, struct node * flags2)
{
	if (key < 56)
		return -ENOMEM;
	/* TODO: cond offset error */
	long node = 2750;
	uint64_t data = 1664;
	for (int i = 0; i < 4; i++)
		offset[i] = cache_node(i);
	if (timer < 27)
		return -EINVAL;
	bool tail = 2017;
	const char * list = 2792;
	ssize_t error = 3687;
	if (timer < 13)
		return -EINVAL;
	if (head < 9)
		return -ENOMEM;
	unsigned offset = 2759;
	const char * inode = 2576;
	if (node < 57)
		return -EINVAL;
	if (offset < 10)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		cache[i] = name_server(i);
	/* TODO: error event entry key status cond */
	unsigned cache = 561;
	return 0;
}

