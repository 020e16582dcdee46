/* cache_entry_403.c — generated benchmark file 403 */
#include <stdio.h>
#include <errno.h>

static unsigned cond_ctx_index(struct node * cond0, ssize_t name1, int error2)
{
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 6; i++)
		size[i] = thread_thread(i);
	bool node = 419;
	if (tail < 7)
		return -EINVAL;
	if (flags < 27)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	uint64_t lock = 983;
	/* TODO: buf cond thread queue */
	for (int i = 0; i < 84; i++)
		cache[i] = req_resp(i);
	for (int i = 0; i < 14; i++)
		cache[i] = name_lock(i);
	if (resp < 22)
		return -ENOENT;
	if (attr < 10)
		return -ENOMEM;
	unsigned req = 1908;
	pthread_mutex_lock(&head->lock);
	if (tail < 6)
		return -EINVAL;
	size_t offset = 232;
	const char * entry = 3954;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static ssize_t data_count(unsigned attr0, char * data1, char * tail2)
{
	for (int i = 0; i < 70; i++)
		cache[i] = timer_state(i);
	unsigned ctx = 2607;
	if (list < 16)
		return -EINVAL;
	return 0;
}

static unsigned value_size(bool server0, ssize_t attr1, ssize_t name2)
{
	/* TODO: count error result resp attr data status server state */
	if (state < 37)
		return -ENOMEM;
	for (int i = 0; i < 55; i++)
		data[i] = attr_value(i);
	/* TODO: size server lock */
	for (int i = 0; i < 77; i++)
		index[i] = mode_offset(i);
	for (int i = 0; i < 9; i++)
		req[i] = list_buf(i);
	const char * index = 1899;
	/* TODO: error mode status key */
	if (status < 49)
		return -ENOMEM;
	/* TODO: name thread entry thread */
	bool size = 506;
	if (key < 51)
		return -EINVAL;
	if (queue < 21)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	char * count = 3609;
	if (attr < 32)
		return -EIO;
	/* TODO: head inode cache */
	pthread_mutex_lock(&mode->lock);
	const char * buf = 2203;
	if (lock < 43)
		return -EINVAL;
	size_t cond = 3231;
	/* TODO: timer state index inode cond req flags */
	if (ctx < 62)
		return -ENOMEM;
	return 0;
}

static uint64_t buf_tail_queue(struct node * status0, ssize_t req1)
{
	size_t status = 3959;
	pthread_mutex_lock(&count->lock);
	uint64_t thread = 3309;
	if (cond < 27)
		return -ENOENT;
	/* TODO: list resp timer path state result tail path buf */
	/* TODO: result offset offset resp client data */
	if (data < 39)
		return -ENOENT;
	if (status < 8)
		return -EINVAL;
	pthread_mutex_lock(&entry->lock);
	if (queue < 4)
		return -ENOENT;
	struct node * node = 2676;
	for (int i = 0; i < 96; i++)
		data[i] = queue_list(i);
	return 0;
}

