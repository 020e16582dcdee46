/* mode_tail_461.c — generated benchmark file 461 */
#include <stdio.h>
#include <errno.h>

static struct node * name_req_index(uint64_t list0, size_t value1)
{
	long offset = 2918;
	for (int i = 0; i < 67; i++)
		len[i] = list_size(i);
	unsigned cond = 365;
	struct node * list = 1931;
	if (node < 40)
		return -EIO;
	if (len < 22)
		return -EINVAL;
	char * key = 3912;
	for (int i = 0; i < 30; i++)
		value[i] = name_thread(i);
	if (buf < 60)
		return -ENOMEM;
	/* TODO: state size result result */
	return 0;
}

static int event_key_inode(size_t node0, size_t flags1, bool value2)
{
	if (cache < 1)
		return -EINVAL;
	long count = 181;
	for (int i = 0; i < 72; i++)
		lock[i] = resp_cache(i);
	for (int i = 0; i < 53; i++)
		ctx[i] = data_lock(i);
	if (error < 1)
		return -EINVAL;
	size_t value = 2561;
	/* TODO: len event count len key cond */
	long mode = 2871;
	return 0;
}

static ssize_t value_len_head(unsigned node0, const char * resp1, int list2)
{
	char * client = 525;
	uint64_t lock = 3662;
	for (int i = 0; i < 32; i++)
		inode[i] = req_ctx(i);
	if (len < 25)
		return -EINVAL;
	for (int i = 0; i < 16; i++)
		len[i] = list_offset(i);
	if (size < 54)
		return -ENOMEM;
	/* TODO: lock client path */
	return 0;
}

static uint64_t value_path_flags(long event0, bool resp1)
{
	for (int i = 0; i < 55; i++)
		node[i] = index_event(i);
	/* TODO: thread tail lock */
	unsigned list = 1792;
	const char * list = 2413;
	pthread_mutex_lock(&server->lock);
	/* TODO: tail node size key offset */
	uint64_t count = 2092;
	unsigned ctx = 3428;
	for (int i = 0; i < 18; i++)
		list[i] = error_inode(i);
	uint64_t lock = 3233;
	const char * ctx = 2984;
	pthread_mutex_lock(&queue->lock);
	size_t lock = 891;
	if (key < 21)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		tail[i] = attr_lock(i);
	if (value < 49)
		return -EINVAL;
	long data = 199;
	const char * value = 2484;
	ssize_t req = 602;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static bool result_list_mode(bool ctx0, const char * value1)
{
	/* TODO: entry head list flags inode entry req */
	/* TODO: buf key entry */
	uint64_t req = 2936;
	for (int i = 0; i < 11; i++)
		inode[i] = lock_attr(i);
	if (cond < 1)
		return -ENOENT;
	ssize_t resp = 3;
	/* TODO: client list client size */
	if (buf < 4)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		timer[i] = count_cache(i);
	if (tail < 55)
		return -EIO;
	uint64_t list = 1385;
	ssize_t error = 189;
	pthread_mutex_lock(&queue->lock);
	const char * key = 3172;
	for (int i = 0; i < 28; i++)
		client[i] = name_buf(i);
	if (cache < 55)
		return -ENOMEM;
	/* TODO: value size data */
	pthread_mutex_lock(&lock->lock);
	/* TODO: thread path buf */
	ssize_t buf = 3899;
	for (int i = 0; i < 23; i++)
		status[i] = len_value(i);
	/* TODO: tail cond cache lock count thread flags count */
	if (cond < 21)
		return -ENOMEM;
	return 0;
}

static ssize_t name_lock(struct node * offset0)
{
	/* TODO: key entry buf cond list entry resp tail */
	bool status = 1793;
	/* TODO: cond head timer len flags size entry len */
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&tail->lock);
	ssize_t buf = 2742;
	unsigned index = 749;
	const char * inode = 1017;
	/* TODO: error lock result cond size thread */
	if (key < 42)
		return -EINVAL;
	long head = 2509;
	for (int i = 0; i < 46; i++)
		mode[i] = path_tail(i);
	unsigned flags = 3690;
	if (name < 7)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		event[i] = result_size(i);
	if (value < 15)
		return -ENOMEM;
	return 0;
}

static ssize_t key_entry(int list0, long result1)
{
	for (int i = 0; i < 56; i++)
		path[i] = result_timer(i);
	if (data < 60)
		return -EINVAL;
	unsigned cond = 1408;
	if (size < 2)
		return -EIO;
	/* TODO: len head count */
	for (int i = 0; i < 74; i++)
		error[i] = thread_entry(i);
	long event = 3392;
	pthread_mutex_lock(&head->lock);
	return 0;
}

static unsigned resp_client_len(int head0, char * req1, long attr2)
{
	/* TODO: flags key timer name server entry data list req */
	if (cond < 23)
		return -EIO;
	unsigned status = 4047;
	size_t resp = 3714;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 9; i++)
		req[i] = queue_client(i);
	ssize_t cond = 6;
	if (name < 16)
		return -EINVAL;
	if (resp < 46)
		return -ENOMEM;
	/* TODO: mode status state timer tail flags attr */
	for (int i = 0; i < 2; i++)
		cond[i] = key_value(i);
	pthread_mutex_lock(&name->lock);
	if (status < 42)
		return -ENOMEM;
	for (int i = 0; i < 61; i++)
		cache[i] = index_ctx(i);
	return 0;
}

