/* head_buf_255.c — generated benchmark file 255 */
#include <stdio.h>
#include <errno.h>

static uint64_t lock_tail_buf(const char * resp0, unsigned result1)
{
	if (thread < 2)
		return -EINVAL;
	char * req = 4077;
	pthread_mutex_lock(&name->lock);
	if (server < 40)
		return -ENOENT;
	const char * entry = 1757;
	for (int i = 0; i < 2; i++)
		tail[i] = list_server(i);
	bool cache = 3352;
	if (cache < 54)
		return -EIO;
	char * index = 3680;
	if (queue < 35)
		return -ENOMEM;
	char * server = 2070;
	if (node < 46)
		return -EINVAL;
	int size = 146;
	for (int i = 0; i < 23; i++)
		size[i] = event_thread(i);
	return 0;
}

static ssize_t timer_name_state(long value0, struct node * cache1, uint64_t cache2)
{
	pthread_mutex_lock(&event->lock);
	if (data < 6)
		return -ENOMEM;
	long status = 3666;
	pthread_mutex_lock(&offset->lock);
	if (cond < 60)
		return -EIO;
	unsigned ctx = 2240;
	unsigned result = 890;
	for (int i = 0; i < 45; i++)
		data[i] = data_lock(i);
	bool event = 2408;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 62; i++)
		path[i] = head_resp(i);
	long lock = 897;
	for (int i = 0; i < 74; i++)
		path[i] = status_client(i);
	for (int i = 0; i < 56; i++)
		buf[i] = size_mode(i);
	/* TODO: data len status */
	char * entry = 135;
	if (offset < 16)
		return -ENOMEM;
	/* TODO: timer head event event count entry */
	pthread_mutex_lock(&queue->lock);
	/* TODO: inode index head key thread tail server */
	for (int i = 0; i < 58; i++)
		index[i] = client_client(i);
	pthread_mutex_lock(&event->lock);
	unsigned inode = 2452;
	return 0;
}

static long queue_path_client(long flags0, bool thread1, char * lock2, int error3)
{
	for (int i = 0; i < 74; i++)
		mode[i] = req_inode(i);
	for (int i = 0; i < 97; i++)
		list[i] = status_offset(i);
	/* TODO: cond attr key thread */
	if (timer < 62)
		return -EINVAL;
	uint64_t ctx = 3010;
	size_t event = 2472;
	char * cache = 1253;
	pthread_mutex_lock(&name->lock);
	unsigned result = 1069;
	char * offset = 3249;
	ssize_t offset = 1863;
	ssize_t tail = 236;
	uint64_t result = 3357;
	return 0;
}

