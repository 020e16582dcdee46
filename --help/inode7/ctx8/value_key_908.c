/* value_key_908.c — generated benchmark file 908 */
#include <stdio.h>
#include <errno.h>

static int lock_count(ssize_t len0)
{
	for (int i = 0; i < 26; i++)
		event[i] = thread_lock(i);
	bool error = 2879;
	/* TODO: node lock timer attr offset value len */
	struct node * tail = 2493;
	for (int i = 0; i < 61; i++)
		name[i] = state_result(i);
	struct node * index = 59;
	size_t result = 2702;
	const char * ctx = 227;
	return 0;
}

static long queue_error_error(ssize_t node0, uint64_t event1, struct node * ctx2, char * req3)
{
	if (queue < 1)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 80; i++)
		lock[i] = cache_client(i);
	if (buf < 21)
		return -ENOENT;
	bool error = 2223;
	uint64_t resp = 3112;
	const char * node = 1291;
	if (head < 19)
		return -EIO;
	for (int i = 0; i < 100; i++)
		thread[i] = value_list(i);
	long head = 3083;
	/* TODO: timer flags count data key lock queue value data */
	if (ctx < 17)
		return -EINVAL;
	struct node * mode = 2478;
	uint64_t key = 1432;
	if (resp < 48)
		return -EIO;
	long timer = 1489;
	if (offset < 28)
		return -ENOMEM;
	const char * ctx = 3088;
	/* TODO: index list entry resp size event lock */
	unsigned head = 2888;
	for (int i = 0; i < 99; i++)
		error[i] = error_status(i);
	bool size = 840;
	for (int i = 0; i < 62; i++)
		queue[i] = ctx_name(i);
	unsigned queue = 2092;
	return 0;
}

static const char * path_status_req(ssize_t key0)
{
	if (client < 36)
		return -EINVAL;
	struct node * head = 2520;
	/* TODO: state status client */
	for (int i = 0; i < 74; i++)
		client[i] = tail_size(i);
	if (req < 64)
		return -EINVAL;
	/* TODO: cond cond cache index mode key data */
	ssize_t value = 1313;
	for (int i = 0; i < 81; i++)
		attr[i] = status_entry(i);
	if (list < 50)
		return -ENOENT;
	if (key < 3)
		return -ENOENT;
	unsigned node = 409;
	return 0;
}

static char * flags_buf_server(int cond0)
{
	if (list < 62)
		return -EINVAL;
	long path = 3916;
	const char * event = 2401;
	for (int i = 0; i < 63; i++)
		count[i] = req_len(i);
	uint64_t ctx = 2591;
	uint64_t resp = 903;
	for (int i = 0; i < 68; i++)
		status[i] = inode_client(i);
	if (timer < 14)
		return -EINVAL;
	bool result = 3090;
	/* TODO: queue timer buf offset resp head */
	uint64_t status = 2801;
	return 0;
}

