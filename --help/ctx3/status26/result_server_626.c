/* result_server_626.c — generated benchmark file 626 */
#include <stdio.h>
#include <errno.h>

static char * tail_node(struct node * buf0, uint64_t size1, char * offset2)
{
	for (int i = 0; i < 21; i++)
		cache[i] = timer_status(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 34; i++)
		cond[i] = flags_resp(i);
	pthread_mutex_lock(&count->lock);
	bool ctx = 824;
	struct node * req = 2164;
	for (int i = 0; i < 43; i++)
		value[i] = ctx_name(i);
	for (int i = 0; i < 6; i++)
		status[i] = flags_thread(i);
	bool status = 1597;
	pthread_mutex_lock(&name->lock);
	size_t list = 1660;
	for (int i = 0; i < 34; i++)
		buf[i] = lock_thread(i);
	for (int i = 0; i < 32; i++)
		len[i] = result_state(i);
	pthread_mutex_lock(&attr->lock);
	ssize_t data = 3190;
	/* TODO: status ctx key name error ctx */
	return 0;
}

static ssize_t mode_state_cache(unsigned resp0, size_t inode1)
{
	if (mode < 23)
		return -EINVAL;
	int client = 2212;
	bool timer = 3176;
	/* TODO: head thread node head offset */
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 74; i++)
		offset[i] = entry_lock(i);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&count->lock);
	struct node * resp = 2101;
	char * path = 836;
	ssize_t len = 2152;
	size_t path = 805;
	char * result = 1350;
	for (int i = 0; i < 15; i++)
		mode[i] = head_len(i);
	/* TODO: size state thread ctx status */
	return 0;
}

static long name_state_head(unsigned server0, char * path1, size_t entry2)
{
	/* TODO: flags offset cond count cond result */
	for (int i = 0; i < 55; i++)
		cond[i] = flags_cache(i);
	pthread_mutex_lock(&result->lock);
	if (mode < 59)
		return -EINVAL;
	unsigned req = 2793;
	if (state < 30)
		return -EINVAL;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 75; i++)
		count[i] = lock_queue(i);
	if (entry < 36)
		return -ENOMEM;
	bool error = 1702;
	struct node * mode = 391;
	/* TODO: count name flags key lock entry cond offset */
	/* TODO: cache name data */
	size_t tail = 1;
	bool timer = 615;
	for (int i = 0; i < 91; i++)
		attr[i] = inode_head(i);
	pthread_mutex_lock(&head->lock);
	if (data < 44)
		return -ENOMEM;
	if (buf < 11)
		return -EINVAL;
	struct node * head = 2873;
	/* TODO: count lock head path head data cond thread */
	for (int i = 0; i < 88; i++)
		tail[i] = lock_event(i);
	if (req < 23)
		return -ENOENT;
	if (data < 28)
		return -EINVAL;
	unsigned tail = 2819;
	return 0;
}

