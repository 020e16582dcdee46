/* head_node_569.c — generated benchmark file 569 */
#include <stdio.h>
#include <errno.h>

static char * flags_index(ssize_t value0, size_t head1)
{
	unsigned index = 8;
	uint64_t len = 2258;
	for (int i = 0; i < 12; i++)
		data[i] = lock_tail(i);
	size_t len = 457;
	pthread_mutex_lock(&thread->lock);
	if (client < 64)
		return -EIO;
	/* TODO: key size server tail error key entry */
	bool len = 2255;
	if (lock < 14)
		return -EINVAL;
	return 0;
}

static int resp_size(ssize_t name0)
{
	if (data < 55)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		queue[i] = ctx_flags(i);
	if (list < 62)
		return -EIO;
	if (key < 60)
		return -ENOENT;
	pthread_mutex_lock(&event->lock);
	/* TODO: event attr resp lock offset result cond */
	/* TODO: data offset cache value */
	/* TODO: count status error client event data resp */
	/* TODO: timer result timer event status node tail */
	return 0;
}

static char * cache_data_node(int ctx0, uint64_t timer1, char * list2)
{
	/* TODO: entry len status client count offset data */
	char * lock = 2336;
	/* TODO: client tail name list status ctx */
	if (count < 29)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		server[i] = event_error(i);
	for (int i = 0; i < 46; i++)
		timer[i] = flags_ctx(i);
	for (int i = 0; i < 22; i++)
		head[i] = size_cache(i);
	/* TODO: attr count mode count path error head cache attr */
	if (resp < 14)
		return -ENOENT;
	struct node * resp = 3676;
	/* TODO: offset tail status index buf */
	if (event < 33)
		return -EINVAL;
	uint64_t client = 1225;
	struct node * mode = 122;
	for (int i = 0; i < 96; i++)
		cond[i] = size_count(i);
	size_t data = 3192;
	struct node * node = 147;
	for (int i = 0; i < 32; i++)
		ctx[i] = thread_value(i);
	for (int i = 0; i < 78; i++)
		flags[i] = path_req(i);
	for (int i = 0; i < 15; i++)
		buf[i] = size_event(i);
	if (cache < 13)
		return -EIO;
	bool queue = 2746;
	unsigned attr = 1520;
	if (state < 30)
		return -ENOMEM;
	return 0;
}

static const char * client_cond(size_t tail0, ssize_t list1)
{
	bool key = 2956;
	if (node < 10)
		return -ENOMEM;
	/* TODO: req timer list */
	return 0;
}

static unsigned offset_status_event(uint64_t cond0, const char * flags1)
{
	pthread_mutex_lock(&head->lock);
	long node = 3173;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 6; i++)
		index[i] = event_thread(i);
	/* TODO: key count error key ctx */
	return 0;
}

static bool name_entry(struct node * status0, uint64_t client1, bool resp2, size_t resp3)
{
	long list = 1454;
	for (int i = 0; i < 52; i++)
		value[i] = thread_flags(i);
	if (timer < 1)
		return -EIO;
	ssize_t attr = 3531;
	for (int i = 0; i < 91; i++)
		status[i] = key_cache(i);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&status->lock);
	if (timer < 18)
		return -ENOMEM;
	long len = 3639;
	for (int i = 0; i < 11; i++)
		event[i] = size_status(i);
	if (entry < 11)
		return -ENOMEM;
	if (flags < 3)
		return -EINVAL;
	ssize_t client = 3565;
	uint64_t server = 796;
	for (int i = 0; i < 6; i++)
		data[i] = head_resp(i);
	pthread_mutex_lock(&entry->lock);
	const char * attr = 361;
	if (status < 3)
		return -EINVAL;
	for (int i = 0; i < 78; i++)
		buf[i] = req_error(i);
	char * size = 690;
	for (int i = 0; i < 88; i++)
		head[i] = inode_thread(i);
	/* TODO: offset flags inode event req */
	const char * attr = 2506;
	for (int i = 0; i < 27; i++)
		queue[i] = tail_data(i);
	for (int i = 0; i < 71; i++)
		tail[i] = attr_count(i);
	return 0;
}

static int inode_flags_index(int buf0)
{
	for (int i = 0; i < 95; i++)
		size[i] = tail_queue(i);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&req->lock);
	return 0;
}

static uint64_t cond_path(size_t error0, bool index1, uint64_t value2, const char * thread3)
{
	for (int i = 0; i < 36; i++)
		ctx[i] = queue_size(i);
	ssize_t thread = 2625;
	/* TODO: event mode thread name buf buf key entry path */
	if (len < 35)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 82; i++)
		head[i] = data_value(i);
	for (int i = 0; i < 10; i++)
		list[i] = len_tail(i);
	ssize_t ctx = 2732;
	long key = 2714;
	pthread_mutex_lock(&mode->lock);
	unsigned value = 1532;
	for (int i = 0; i < 10; i++)
		lock[i] = size_data(i);
	return 0;
}

