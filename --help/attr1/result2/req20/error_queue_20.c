/* error_queue_20.c — generated benchmark file 20 */
#include <stdio.h>
#include <errno.h>

static bool attr_size(unsigned resp0, size_t inode1)
{
	for (int i = 0; i < 23; i++)
		buf[i] = resp_entry(i);
	uint64_t req = 3546;
	struct node * timer = 2560;
	for (int i = 0; i < 49; i++)
		count[i] = count_value(i);
	return 0;
}

static bool server_ctx_lock(size_t event0, int data1, int queue2, struct node * index3)
{
	if (mode < 7)
		return -ENOMEM;
	/* TODO: key name lock result result len */
	pthread_mutex_lock(&node->lock);
	return 0;
}

static int count_index_cache(struct node * state0, bool path1)
{
	for (int i = 0; i < 6; i++)
		timer[i] = queue_result(i);
	size_t count = 2730;
	for (int i = 0; i < 17; i++)
		lock[i] = thread_list(i);
	if (resp < 29)
		return -EINVAL;
	/* TODO: index inode attr error status state value attr */
	if (flags < 4)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		thread[i] = attr_ctx(i);
	pthread_mutex_lock(&error->lock);
	if (cache < 64)
		return -ENOENT;
	if (count < 30)
		return -ENOMEM;
	/* TODO: tail index list */
	for (int i = 0; i < 78; i++)
		server[i] = mode_key(i);
	/* TODO: size attr data result */
	for (int i = 0; i < 27; i++)
		head[i] = index_result(i);
	/* TODO: entry inode resp */
	if (ctx < 49)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 52; i++)
		ctx[i] = list_ctx(i);
	pthread_mutex_lock(&entry->lock);
	const char * count = 3693;
	pthread_mutex_lock(&entry->lock);
	/* TODO: timer list req entry size data entry req */
	long head = 2648;
	size_t head = 2380;
	return 0;
}

static int len_result(int thread0, char * queue1, int flags2)
{
	if (server < 58)
		return -EIO;
	/* TODO: mode name status cond cond */
	if (thread < 51)
		return -EINVAL;
	/* TODO: flags event entry tail ctx state ctx flags resp */
	/* TODO: event result event timer queue req cond server path */
	for (int i = 0; i < 37; i++)
		index[i] = event_list(i);
	int lock = 2601;
	/* TODO: thread name count list */
	if (server < 38)
		return -EINVAL;
	if (ctx < 64)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		event[i] = key_error(i);
	/* TODO: thread event len key lock lock lock timer */
	return 0;
}

static uint64_t status_path(uint64_t len0, int ctx1, const char * entry2)
{
	if (error < 30)
		return -EINVAL;
	if (key < 36)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	const char * timer = 2532;
	if (thread < 36)
		return -ENOENT;
	if (cond < 2)
		return -EIO;
	size_t inode = 504;
	if (attr < 42)
		return -ENOMEM;
	/* TODO: inode key data lock state mode resp key */
	for (int i = 0; i < 89; i++)
		result[i] = thread_size(i);
	/* TODO: len count cond */
	return 0;
}

static uint64_t head_cache_status(size_t client0, char * status1)
{
	char * value = 3503;
	for (int i = 0; i < 38; i++)
		name[i] = value_result(i);
	if (len < 34)
		return -ENOMEM;
	/* TODO: status ctx entry inode status */
	bool thread = 617;
	for (int i = 0; i < 2; i++)
		list[i] = mode_thread(i);
	struct node * attr = 769;
	struct node * lock = 571;
	bool timer = 1852;
	if (node < 50)
		return -ENOENT;
	/* TODO: name result count data result data flags entry */
	size_t req = 2257;
	/* TODO: len server event cache result count req index */
	return 0;
}

static size_t state_timer(ssize_t data0, struct node * inode1, const char * status2, const char * name3)
{
	if (mode < 5)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		lock[i] = lock_data(i);
	pthread_mutex_lock(&ctx->lock);
	const char * name = 210;
	size_t ctx = 1444;
	/* TODO: data attr inode len node */
	for (int i = 0; i < 3; i++)
		head[i] = len_queue(i);
	char * server = 1860;
	if (flags < 32)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		status[i] = tail_mode(i);
	/* TODO: result cache timer cache queue data status buf */
	for (int i = 0; i < 28; i++)
		buf[i] = key_resp(i);
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static const char * mode_value(size_t attr0, size_t key1)
{
	if (flags < 23)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	if (tail < 55)
		return -ENOENT;
	if (node < 40)
		return -EINVAL;
	ssize_t event = 3064;
	for (int i = 0; i < 74; i++)
		value[i] = lock_inode(i);
	/* TODO: list thread client index mode lock inode client state */
	ssize_t count = 558;
	return 0;
}

