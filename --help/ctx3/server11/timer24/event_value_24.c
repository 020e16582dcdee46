/* event_value_24.c — generated benchmark file 24 */
#include <stdio.h>
#include <errno.h>

static uint64_t cond_head(struct node * buf0, char * inode1, ssize_t list2, uint64_t cache3)
{
	if (value < 28)
		return -ENOENT;
	ssize_t client = 877;
	if (list < 42)
		return -EINVAL;
	if (req < 52)
		return -ENOMEM;
	if (value < 4)
		return -EIO;
	size_t value = 911;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 9; i++)
		lock[i] = error_key(i);
	unsigned key = 1935;
	pthread_mutex_lock(&entry->lock);
	int client = 435;
	size_t timer = 1527;
	for (int i = 0; i < 12; i++)
		state[i] = name_state(i);
	struct node * attr = 4004;
	int inode = 1550;
	/* TODO: size index list state flags flags */
	int path = 2501;
	if (attr < 17)
		return -EINVAL;
	unsigned size = 2840;
	for (int i = 0; i < 40; i++)
		error[i] = size_path(i);
	/* TODO: head value attr name thread node offset len */
	bool head = 3;
	if (data < 20)
		return -ENOMEM;
	long mode = 3869;
	for (int i = 0; i < 55; i++)
		queue[i] = entry_flags(i);
	return 0;
}

static size_t len_ctx_ctx(ssize_t value0, bool event1)
{
	if (client < 1)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	/* TODO: cache thread server mode */
	return 0;
}

static ssize_t count_thread(ssize_t resp0, bool inode1, ssize_t key2)
{
	const char * data = 1518;
	for (int i = 0; i < 13; i++)
		client[i] = head_timer(i);
	if (size < 44)
		return -EINVAL;
	/* TODO: tail head thread cond len cond entry path */
	const char * server = 1558;
	if (node < 13)
		return -ENOENT;
	if (event < 55)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		cache[i] = tail_key(i);
	for (int i = 0; i < 43; i++)
		state[i] = node_result(i);
	for (int i = 0; i < 82; i++)
		status[i] = flags_req(i);
	uint64_t node = 1004;
	/* TODO: resp status path status status key name list value */
	uint64_t count = 4001;
	/* TODO: key head inode mode timer thread value */
	for (int i = 0; i < 18; i++)
		ctx[i] = result_name(i);
	int value = 511;
	struct node * len = 3648;
	if (req < 30)
		return -ENOMEM;
	long head = 1310;
	/* TODO: result resp head client req len resp */
	if (client < 50)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 31; i++)
		len[i] = attr_flags(i);
	return 0;
}

