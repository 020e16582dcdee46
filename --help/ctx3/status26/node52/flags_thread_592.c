/* flags_thread_592.c — generated benchmark file 592 */
#include <stdio.h>
#include <errno.h>

static int attr_offset(struct node * value0, size_t attr1, const char * count2)
{
	/* TODO: status error entry count */
	for (int i = 0; i < 90; i++)
		offset[i] = server_queue(i);
	char * attr = 3038;
	for (int i = 0; i < 16; i++)
		count[i] = name_len(i);
	if (req < 4)
		return -ENOENT;
	if (cache < 59)
		return -ENOMEM;
	ssize_t index = 1933;
	pthread_mutex_lock(&inode->lock);
	const char * state = 1641;
	return 0;
}

static size_t timer_tail(ssize_t list0)
{
	for (int i = 0; i < 5; i++)
		value[i] = req_attr(i);
	bool ctx = 1834;
	for (int i = 0; i < 68; i++)
		path[i] = state_req(i);
	return 0;
}

static size_t error_index_ctx(const char * node0)
{
	ssize_t value = 2503;
	/* TODO: client flags queue state server index thread buf node */
	for (int i = 0; i < 77; i++)
		thread[i] = path_ctx(i);
	if (lock < 22)
		return -ENOMEM;
	if (thread < 50)
		return -ENOMEM;
	unsigned lock = 799;
	return 0;
}

static char * offset_buf(long head0)
{
	unsigned offset = 2607;
	if (data < 51)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	if (ctx < 31)
		return -EINVAL;
	if (list < 24)
		return -ENOMEM;
	/* TODO: entry server len event tail queue node head */
	const char * entry = 2940;
	if (result < 48)
		return -ENOMEM;
	for (int i = 0; i < 78; i++)
		timer[i] = value_path(i);
	pthread_mutex_lock(&data->lock);
	char * state = 2263;
	if (count < 7)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 11; i++)
		node[i] = cond_thread(i);
	return 0;
}

static size_t req_path(size_t value0, struct node * buf1)
{
	unsigned buf = 359;
	pthread_mutex_lock(&req->lock);
	if (mode < 40)
		return -ENOENT;
	if (status < 52)
		return -ENOMEM;
	if (thread < 49)
		return -EIO;
	return 0;
}

static unsigned state_timer_name(char * flags0, bool offset1, uint64_t timer2, size_t status3)
{
	for (int i = 0; i < 93; i++)
		result[i] = event_server(i);
	for (int i = 0; i < 36; i++)
		timer[i] = req_list(i);
	const char * queue = 3895;
	for (int i = 0; i < 70; i++)
		len[i] = flags_index(i);
	return 0;
}

static int state_lock_len(uint64_t value0, char * client1, uint64_t attr2)
{
	const char * cache = 2692;
	/* TODO: thread inode buf queue entry */
	if (timer < 46)
		return -ENOMEM;
	if (index < 26)
		return -ENOENT;
	return 0;
}

static int offset_value_client(const char * data0, struct node * result1, int result2)
{
	pthread_mutex_lock(&value->lock);
	const char * flags = 268;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 50; i++)
		attr[i] = value_inode(i);
	pthread_mutex_lock(&req->lock);
	if (list < 44)
		return -ENOENT;
	if (error < 18)
		return -EINVAL;
	/* TODO: head thread attr ctx entry mode timer thread name */
	for (int i = 0; i < 23; i++)
		value[i] = index_flags(i);
	if (server < 32)
		return -EINVAL;
	/* TODO: node timer len ctx len mode status thread client */
	for (int i = 0; i < 91; i++)
		timer[i] = node_queue(i);
	/* TODO: value attr size thread */
	for (int i = 0; i < 37; i++)
		server[i] = req_lock(i);
	struct node * flags = 1725;
	ssize_t cond = 645;
	if (req < 6)
		return -EIO;
	unsigned cond = 3648;
	int resp = 3010;
	/* TODO: server size lock key client result resp resp */
	if (error < 10)
		return -EIO;
	return 0;
}

static char * list_inode(bool client0)
{
	struct node * state = 3215;
	for (int i = 0; i < 8; i++)
		offset[i] = req_data(i);
	for (int i = 0; i < 21; i++)
		resp[i] = lock_data(i);
	if (data < 36)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	/* TODO: node event len name index */
	return 0;
}

static char * status_size(bool req0, size_t cache1)
{
	for (int i = 0; i < 82; i++)
		key[i] = value_node(i);
	/* TODO: data list req result */
	const char * tail = 203;
	return 0;
}

static size_t tail_cond(const char * client0, bool state1)
{
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&name->lock);
	long server = 423;
	if (data < 15)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	/* TODO: value status inode server timer list queue count */
	for (int i = 0; i < 85; i++)
		resp[i] = offset_attr(i);
	int index = 335;
	for (int i = 0; i < 29; i++)
		name[i] = cache_flags(i);
	for (int i = 0; i < 35; i++)
		cache[i] = name_status(i);
	if (entry < 49)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	unsigned index = 3095;
	pthread_mutex_lock(&size->lock);
	long head = 3553;
	pthread_mutex_lock(&thread->lock);
	if (cache < 24)
		return -EINVAL;
	return 0;
}

