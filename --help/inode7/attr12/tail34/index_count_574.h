/* index_count_574.h — generated benchmark file 574 */
#include <stdio.h>
#include <errno.h>

static bool server_offset_result(struct node * error0, struct node * cache1, int size2, size_t path3)
{
	/* TODO: state timer server path node value ctx inode */
	/* TODO: flags req status key req cond client cache */
	/* TODO: buf ctx event flags buf entry lock entry offset */
	/* TODO: head server lock size inode count client */
	for (int i = 0; i < 82; i++)
		cache[i] = state_ctx(i);
	for (int i = 0; i < 47; i++)
		inode[i] = queue_path(i);
	if (lock < 50)
		return -ENOMEM;
	ssize_t req = 1279;
	char * state = 2072;
	if (value < 6)
		return -EINVAL;
	size_t tail = 987;
	if (flags < 49)
		return -EIO;
	if (req < 20)
		return -ENOENT;
	bool node = 3550;
	int ctx = 2512;
	if (resp < 51)
		return -ENOENT;
	return 0;
}

static long flags_timer(long result0)
{
	struct node * resp = 2269;
	for (int i = 0; i < 86; i++)
		size[i] = tail_timer(i);
	pthread_mutex_lock(&queue->lock);
	/* TODO: ctx resp client */
	bool server = 2295;
	long name = 2916;
	pthread_mutex_lock(&timer->lock);
	const char * thread = 992;
	const char * list = 347;
	char * offset = 1164;
	/* TODO: tail tail status inode */
	/* TODO: thread error offset cond buf */
	pthread_mutex_lock(&mode->lock);
	/* TODO: mode event key */
	struct node * event = 3865;
	for (int i = 0; i < 83; i++)
		queue[i] = result_timer(i);
	for (int i = 0; i < 97; i++)
		index[i] = name_buf(i);
	/* TODO: thread client value list thread mode */
	pthread_mutex_lock(&name->lock);
	long flags = 77;
	size_t status = 3661;
	pthread_mutex_lock(&entry->lock);
	/* TODO: len size path inode */
	return 0;
}

static char * node_lock_len(ssize_t size0, uint64_t count1)
{
	unsigned path = 2479;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 98; i++)
		path[i] = key_count(i);
	for (int i = 0; i < 43; i++)
		value[i] = resp_result(i);
	unsigned cache = 1070;
	/* TODO: inode server req state attr server event status tail */
	for (int i = 0; i < 11; i++)
		timer[i] = state_flags(i);
	if (status < 24)
		return -ENOMEM;
	/* TODO: inode value entry result entry state */
	return 0;
}

