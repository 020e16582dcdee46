/* resp_lock_588.h — generated benchmark file 588 */
#include <stdio.h>
#include <errno.h>

static const char * count_data(bool inode0)
{
	for (int i = 0; i < 13; i++)
		offset[i] = index_queue(i);
	/* TODO: buf queue data timer */
	for (int i = 0; i < 90; i++)
		count[i] = index_cache(i);
	/* TODO: req offset buf status timer queue */
	char * error = 2902;
	pthread_mutex_lock(&flags->lock);
	if (data < 30)
		return -EINVAL;
	uint64_t key = 3240;
	const char * offset = 898;
	if (attr < 59)
		return -EIO;
	for (int i = 0; i < 26; i++)
		offset[i] = tail_key(i);
	for (int i = 0; i < 94; i++)
		flags[i] = status_value(i);
	for (int i = 0; i < 64; i++)
		head[i] = offset_tail(i);
	/* TODO: key server value ctx */
	if (entry < 15)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&server->lock);
	char * tail = 1080;
	pthread_mutex_lock(&req->lock);
	pthread_mutex_lock(&value->lock);
	if (inode < 11)
		return -ENOENT;
	const char * state = 202;
	return 0;
}

static ssize_t count_path_server(ssize_t result0, int tail1, size_t server2)
{
	bool client = 2053;
	bool head = 1807;
	int event = 3924;
	for (int i = 0; i < 74; i++)
		len[i] = attr_flags(i);
	for (int i = 0; i < 5; i++)
		mode[i] = resp_value(i);
	if (offset < 33)
		return -ENOMEM;
	long error = 4055;
	for (int i = 0; i < 98; i++)
		timer[i] = len_req(i);
	if (timer < 12)
		return -ENOMEM;
	if (list < 26)
		return -EIO;
	/* TODO: node data key status offset mode data */
	unsigned timer = 3849;
	if (ctx < 52)
		return -ENOENT;
	/* TODO: name list lock result tail */
	pthread_mutex_lock(&inode->lock);
	/* TODO: timer mode cond thread data */
	for (int i = 0; i < 36; i++)
		req[i] = inode_tail(i);
	if (node < 30)
		return -ENOMEM;
	char * head = 3163;
	if (result < 31)
		return -ENOMEM;
	return 0;
}

static const char * ctx_tail(struct node * result0, const char * count1, const char * attr2, uint64_t server3)
{
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&tail->lock);
	/* TODO: client server ctx */
	uint64_t resp = 3154;
	if (timer < 36)
		return -EINVAL;
	return 0;
}

