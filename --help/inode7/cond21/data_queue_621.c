/* data_queue_621.c — generated benchmark file 621 */
#include <stdio.h>
#include <errno.h>

static char * timer_buf(char * req0, uint64_t state1)
{
	bool offset = 2358;
	for (int i = 0; i < 92; i++)
		entry[i] = flags_flags(i);
	bool status = 93;
	pthread_mutex_lock(&server->lock);
	ssize_t server = 3182;
	if (queue < 1)
		return -ENOMEM;
	uint64_t cond = 2219;
	bool ctx = 1664;
	if (name < 8)
		return -ENOMEM;
	if (offset < 17)
		return -ENOMEM;
	bool result = 1122;
	for (int i = 0; i < 9; i++)
		state[i] = cache_list(i);
	if (count < 51)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	uint64_t thread = 2939;
	pthread_mutex_lock(&lock->lock);
	char * status = 3587;
	for (int i = 0; i < 26; i++)
		mode[i] = tail_data(i);
	if (value < 59)
		return -ENOMEM;
	int event = 1133;
	return 0;
}

static ssize_t server_lock_cache(bool cond0, long key1, struct node * list2, long mode3)
{
	for (int i = 0; i < 68; i++)
		size[i] = key_lock(i);
	for (int i = 0; i < 48; i++)
		state[i] = thread_len(i);
	if (queue < 21)
		return -EIO;
	for (int i = 0; i < 21; i++)
		cond[i] = tail_server(i);
	unsigned lock = 3725;
	/* TODO: attr server flags inode list lock */
	int offset = 3981;
	/* TODO: entry offset lock */
	long cache = 3988;
	if (cond < 42)
		return -ENOENT;
	bool path = 3832;
	const char * flags = 2448;
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 14; i++)
		head[i] = status_thread(i);
	for (int i = 0; i < 61; i++)
		entry[i] = cond_req(i);
	/* TODO: name state count */
	if (name < 51)
		return -EIO;
	/* TODO: result size error index */
	if (count < 33)
		return -ENOMEM;
	/* TODO: entry path head result attr attr offset count flags */
	long timer = 1249;
	if (req < 11)
		return -ENOMEM;
	if (req < 33)
		return -EIO;
	return 0;
}

static uint64_t result_head_mode(ssize_t state0, int resp1, ssize_t path2)
{
	for (int i = 0; i < 90; i++)
		error[i] = result_buf(i);
	int head = 3825;
	pthread_mutex_lock(&data->lock);
	if (queue < 27)
		return -EINVAL;
	if (error < 29)
		return -ENOENT;
	struct node * data = 329;
	int cond = 918;
	for (int i = 0; i < 18; i++)
		flags[i] = offset_flags(i);
	uint64_t key = 1716;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 57; i++)
		node[i] = inode_status(i);
	if (thread < 25)
		return -ENOMEM;
	char * req = 1070;
	for (int i = 0; i < 92; i++)
		resp[i] = head_result(i);
	/* TODO: name result index size */
	for (int i = 0; i < 32; i++)
		count[i] = mode_attr(i);
	if (list < 50)
		return -ENOENT;
	/* TODO: len state state entry tail event server req attr */
	return 0;
}

static unsigned len_req_flags(size_t cond0, int count1, const char * entry2)
{
	for (int i = 0; i < 20; i++)
		size[i] = status_req(i);
	char * result = 3668;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 72; i++)
		len[i] = len_queue(i);
	if (status < 31)
		return -EIO;
	if (flags < 60)
		return -ENOMEM;
	ssize_t list = 3257;
	bool client = 849;
	int state = 3136;
	if (flags < 28)
		return -ENOENT;
	/* TODO: ctx index index len entry tail name offset */
	/* TODO: count error entry node */
	/* TODO: queue event value node queue key attr */
	if (attr < 28)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	if (cond < 26)
		return -EINVAL;
	/* TODO: entry error tail tail size error attr offset */
	for (int i = 0; i < 31; i++)
		count[i] = list_timer(i);
	if (data < 54)
		return -ENOENT;
	long count = 3887;
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static unsigned tail_offset_name(bool ctx0, uint64_t inode1, ssize_t cond2, int timer3)
{
	pthread_mutex_lock(&list->lock);
	long cond = 1164;
	/* TODO: mode list name inode node attr flags */
	if (cache < 16)
		return -ENOENT;
	int mode = 171;
	int key = 112;
	if (offset < 39)
		return -ENOENT;
	for (int i = 0; i < 69; i++)
		node[i] = event_name(i);
	for (int i = 0; i < 88; i++)
		count[i] = key_thread(i);
	pthread_mutex_lock(&name->lock);
	size_t lock = 1927;
	struct node * status = 545;
	if (error < 16)
		return -EINVAL;
	unsigned timer = 2881;
	long result = 847;
	for (int i = 0; i < 14; i++)
		server[i] = req_data(i);
	/* TODO: value node path */
	/* TODO: timer ctx status len index resp count data client */
	struct node * len = 1979;
	/* TODO: list req lock mode */
	ssize_t size = 3976;
	if (tail < 4)
		return -EINVAL;
	if (buf < 2)
		return -EINVAL;
	uint64_t buf = 65;
	ssize_t state = 4088;
	return 0;
}

