/* offset_size_610.c — generated benchmark file 610 */
#include <stdio.h>
#include <errno.h>

static unsigned name_thread(struct node * event0)
{
	if (status < 12)
		return -EIO;
	bool mode = 3787;
	for (int i = 0; i < 86; i++)
		ctx[i] = cache_entry(i);
	long lock = 2917;
	if (name < 3)
		return -EINVAL;
	return 0;
}

static struct node * thread_server_entry(size_t timer0, struct node * data1, struct node * count2)
{
	/* TODO: entry count key lock ctx */
	for (int i = 0; i < 6; i++)
		index[i] = node_size(i);
	for (int i = 0; i < 86; i++)
		path[i] = lock_attr(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 3; i++)
		path[i] = flags_buf(i);
	if (key < 31)
		return -ENOMEM;
	/* TODO: node size key node queue size value */
	return 0;
}

static unsigned entry_offset(size_t list0, const char * name1, unsigned count2, int queue3)
{
	for (int i = 0; i < 89; i++)
		cache[i] = cache_value(i);
	long event = 3562;
	int server = 1417;
	if (timer < 16)
		return -ENOENT;
	if (name < 32)
		return -EIO;
	for (int i = 0; i < 37; i++)
		event[i] = result_timer(i);
	bool req = 3388;
	for (int i = 0; i < 57; i++)
		status[i] = key_entry(i);
	const char * list = 2730;
	pthread_mutex_lock(&count->lock);
	if (key < 20)
		return -EIO;
	if (size < 3)
		return -ENOENT;
	if (path < 37)
		return -EINVAL;
	long head = 2783;
	return 0;
}

static bool timer_tail_event(unsigned inode0, const char * attr1, long queue2, struct node * status3)
{
	/* TODO: event tail state */
	for (int i = 0; i < 22; i++)
		state[i] = req_lock(i);
	for (int i = 0; i < 3; i++)
		attr[i] = name_timer(i);
	long node = 3938;
	if (node < 28)
		return -ENOMEM;
	/* TODO: buf data queue offset */
	if (inode < 54)
		return -EIO;
	if (index < 46)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		size[i] = state_cache(i);
	uint64_t name = 717;
	if (head < 12)
		return -ENOENT;
	uint64_t index = 561;
	long state = 1852;
	if (name < 59)
		return -EINVAL;
	return 0;
}

static struct node * list_cond(struct node * resp0, size_t buf1, struct node * len2, struct node * result3)
{
	unsigned error = 3652;
	for (int i = 0; i < 36; i++)
		index[i] = event_data(i);
	if (len < 46)
		return -ENOENT;
	/* TODO: head name entry flags count */
	/* TODO: len timer value timer node error server */
	/* TODO: name size error state entry */
	pthread_mutex_lock(&name->lock);
	bool lock = 1348;
	for (int i = 0; i < 83; i++)
		value[i] = node_ctx(i);
	if (timer < 29)
		return -EIO;
	/* TODO: server buf event path node */
	if (node < 11)
		return -EIO;
	return 0;
}

