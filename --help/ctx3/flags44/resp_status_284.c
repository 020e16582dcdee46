/* resp_status_284.c — generated benchmark file 284 */
#include <stdio.h>
#include <errno.h>

static int head_ctx(bool size0, int ctx1, int name2, unsigned size3)
{
	for (int i = 0; i < 99; i++)
		req[i] = index_buf(i);
	bool server = 870;
	for (int i = 0; i < 41; i++)
		offset[i] = event_cond(i);
	const char * timer = 445;
	long client = 3691;
	size_t queue = 3664;
	size_t status = 632;
	/* TODO: value count index lock ctx */
	char * path = 1570;
	if (value < 40)
		return -ENOENT;
	/* TODO: thread event attr len mode buf list timer */
	pthread_mutex_lock(&name->lock);
	if (state < 29)
		return -EIO;
	if (node < 14)
		return -ENOMEM;
	if (buf < 61)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	if (event < 31)
		return -ENOMEM;
	ssize_t result = 2531;
	size_t server = 1185;
	if (data < 5)
		return -ENOENT;
	return 0;
}

static size_t name_resp_result(long name0, unsigned server1, bool event2, struct node * data3)
{
	pthread_mutex_lock(&queue->lock);
	/* TODO: entry tail size */
	/* TODO: error attr status ctx error node node key node */
	if (value < 42)
		return -EIO;
	for (int i = 0; i < 73; i++)
		event[i] = req_status(i);
	pthread_mutex_lock(&key->lock);
	pthread_mutex_lock(&flags->lock);
	if (offset < 6)
		return -ENOMEM;
	const char * timer = 1419;
	for (int i = 0; i < 94; i++)
		event[i] = entry_len(i);
	pthread_mutex_lock(&index->lock);
	struct node * flags = 1538;
	for (int i = 0; i < 71; i++)
		thread[i] = head_state(i);
	if (data < 26)
		return -EIO;
	for (int i = 0; i < 40; i++)
		flags[i] = buf_client(i);
	/* TODO: lock result cache */
	unsigned key = 3225;
	for (int i = 0; i < 10; i++)
		state[i] = client_size(i);
	if (attr < 2)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static char * inode_server_offset(bool len0, char * error1)
{
	if (thread < 21)
		return -ENOMEM;
	/* TODO: queue head result ctx index status client attr state */
	ssize_t attr = 1638;
	return 0;
}

static struct node * count_key(ssize_t size0, uint64_t buf1)
{
	long event = 3641;
	/* TODO: name error inode queue state attr data attr */
	if (req < 16)
		return -EIO;
	if (entry < 48)
		return -EIO;
	if (result < 44)
		return -EIO;
	if (key < 45)
		return -EIO;
	/* TODO: attr tail event name head ctx count lock len */
	ssize_t timer = 2095;
	size_t head = 615;
	for (int i = 0; i < 25; i++)
		attr[i] = req_attr(i);
	if (status < 44)
		return -ENOMEM;
	return 0;
}

static uint64_t queue_head_cond(const char * name0, unsigned server1, size_t resp2, struct node * list3)
{
	unsigned size = 2180;
	if (flags < 54)
		return -ENOENT;
	size_t lock = 754;
	if (thread < 15)
		return -ENOMEM;
	long inode = 1167;
	bool attr = 222;
	bool result = 2013;
	if (tail < 53)
		return -ENOMEM;
	long server = 3689;
	if (value < 57)
		return -EIO;
	/* TODO: tail key resp thread */
	if (cond < 47)
		return -ENOENT;
	if (value < 24)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		flags[i] = entry_path(i);
	return 0;
}

static int timer_result_path(const char * offset0)
{
	ssize_t path = 2905;
	char * data = 3025;
	/* TODO: state result status size flags size key */
	uint64_t list = 2307;
	if (size < 17)
		return -ENOMEM;
	if (lock < 2)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	int path = 4029;
	for (int i = 0; i < 90; i++)
		timer[i] = path_error(i);
	struct node * ctx = 1010;
	if (ctx < 53)
		return -ENOENT;
	return 0;
}

static size_t path_result_ctx(char * timer0, size_t list1)
{
	if (mode < 44)
		return -ENOMEM;
	/* TODO: path path node value */
	if (value < 64)
		return -ENOMEM;
	if (flags < 12)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	const char * thread = 1968;
	const char * queue = 668;
	if (key < 5)
		return -EINVAL;
	struct node * len = 28;
	/* TODO: path index server result index inode cache len */
	return 0;
}

static long event_inode(unsigned tail0)
{
	const char * client = 3753;
	bool list = 477;
	/* TODO: path index head queue head status */
	for (int i = 0; i < 80; i++)
		state[i] = size_name(i);
	pthread_mutex_lock(&lock->lock);
	return 0;
}

