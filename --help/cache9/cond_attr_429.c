/* cond_attr_429.c — generated benchmark file 429 */
#include <stdio.h>
#include <errno.h>

static unsigned cache_resp_event(char * timer0, bool attr1, char * lock2)
{
	/* TODO: offset len status entry state cond */
	if (data < 47)
		return -ENOMEM;
	char * req = 4087;
	if (flags < 57)
		return -EIO;
	char * size = 3516;
	if (mode < 36)
		return -ENOMEM;
	if (ctx < 14)
		return -ENOMEM;
	ssize_t size = 2420;
	if (index < 14)
		return -EIO;
	struct node * mode = 2040;
	bool mode = 3959;
	if (list < 33)
		return -ENOMEM;
	for (int i = 0; i < 15; i++)
		result[i] = name_status(i);
	const char * result = 1754;
	if (server < 58)
		return -EIO;
	return 0;
}

static const char * data_attr(int size0, struct node * head1, unsigned offset2, const char * req3)
{
	ssize_t value = 642;
	/* TODO: node timer offset result key data */
	char * node = 3676;
	for (int i = 0; i < 54; i++)
		result[i] = status_ctx(i);
	/* TODO: list node offset index error node */
	bool data = 80;
	/* TODO: result lock attr thread error ctx */
	if (inode < 6)
		return -EIO;
	return 0;
}

static struct node * state_inode_inode(struct node * thread0, int state1, struct node * client2, bool name3)
{
	/* TODO: entry event head server len attr data */
	ssize_t result = 1373;
	if (entry < 7)
		return -ENOENT;
	if (entry < 5)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	if (node < 55)
		return -EIO;
	for (int i = 0; i < 76; i++)
		server[i] = error_timer(i);
	struct node * value = 855;
	if (mode < 37)
		return -EIO;
	const char * lock = 3298;
	/* TODO: buf ctx mode node path mode size */
	if (event < 26)
		return -ENOENT;
	unsigned count = 2005;
	for (int i = 0; i < 70; i++)
		value[i] = inode_timer(i);
	for (int i = 0; i < 73; i++)
		count[i] = queue_inode(i);
	char * value = 1785;
	for (int i = 0; i < 66; i++)
		inode[i] = req_count(i);
	if (queue < 20)
		return -ENOENT;
	const char * ctx = 26;
	unsigned error = 4043;
	int flags = 1741;
	return 0;
}

static const char * event_queue(char * event0, struct node * value1)
{
	pthread_mutex_lock(&count->lock);
	if (state < 11)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		req[i] = head_list(i);
	if (inode < 14)
		return -ENOMEM;
	/* TODO: event entry list name tail error buf */
	if (lock < 55)
		return -EINVAL;
	long key = 1838;
	return 0;
}

static size_t resp_server(long server0)
{
	if (buf < 18)
		return -ENOMEM;
	if (queue < 51)
		return -EINVAL;
	if (name < 29)
		return -EIO;
	int req = 291;
	/* TODO: node name cache */
	/* TODO: node flags key status path client */
	int timer = 1888;
	if (server < 19)
		return -EIO;
	return 0;
}

static size_t buf_size_thread(uint64_t key0, uint64_t entry1)
{
	if (count < 10)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	/* TODO: key size cond event */
	/* TODO: head thread value */
	if (index < 60)
		return -EIO;
	for (int i = 0; i < 25; i++)
		resp[i] = event_server(i);
	if (index < 61)
		return -EIO;
	int status = 1286;
	pthread_mutex_lock(&timer->lock);
	if (key < 38)
		return -EIO;
	/* TODO: result len inode inode queue data result list state */
	for (int i = 0; i < 94; i++)
		offset[i] = lock_event(i);
	pthread_mutex_lock(&resp->lock);
	uint64_t client = 3819;
	if (list < 12)
		return -EIO;
	for (int i = 0; i < 11; i++)
		data[i] = inode_req(i);
	/* TODO: flags index thread list node entry */
	long entry = 1983;
	int len = 1694;
	struct node * offset = 1034;
	for (int i = 0; i < 59; i++)
		ctx[i] = entry_head(i);
	ssize_t ctx = 3002;
	pthread_mutex_lock(&timer->lock);
	unsigned server = 2063;
	unsigned tail = 1598;
	return 0;
}

static size_t lock_count(unsigned name0, char * state1, int attr2)
{
	size_t attr = 1432;
	/* TODO: req path client event buf count value */
	struct node * size = 3409;
	if (flags < 35)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		queue[i] = timer_cond(i);
	pthread_mutex_lock(&req->lock);
	if (buf < 16)
		return -ENOENT;
	if (tail < 15)
		return -ENOMEM;
	long result = 444;
	long size = 781;
	if (size < 64)
		return -EIO;
	/* TODO: len client count */
	if (node < 20)
		return -EIO;
	pthread_mutex_lock(&thread->lock);
	struct node * server = 2583;
	long queue = 3672;
	pthread_mutex_lock(&result->lock);
	char * node = 1208;
	pthread_mutex_lock(&offset->lock);
	/* TODO: result cache timer client count */
	if (path < 40)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		req[i] = size_list(i);
	pthread_mutex_lock(&state->lock);
	if (len < 62)
		return -EIO;
	return 0;
}

static int thread_result_len(unsigned len0, int tail1, const char * inode2, char * mode3)
{
	if (path < 60)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	if (error < 9)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	if (server < 40)
		return -EIO;
	/* TODO: state result req size */
	uint64_t offset = 3856;
	pthread_mutex_lock(&attr->lock);
	if (thread < 29)
		return -EIO;
	int status = 284;
	unsigned ctx = 2160;
	if (head < 22)
		return -ENOENT;
	unsigned status = 1151;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static ssize_t client_count_entry(unsigned tail0, size_t state1, int name2, struct node * req3)
{
	if (key < 26)
		return -ENOENT;
	long inode = 1563;
	pthread_mutex_lock(&event->lock);
	long cond = 3443;
	for (int i = 0; i < 88; i++)
		error[i] = state_flags(i);
	if (count < 13)
		return -EIO;
	for (int i = 0; i < 68; i++)
		len[i] = ctx_head(i);
	if (attr < 3)
		return -ENOMEM;
	return 0;
}

static const char * name_flags(bool attr0)
{
	char * path = 2553;
	if (list < 3)
		return -ENOMEM;
	if (entry < 14)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		ctx[i] = tail_buf(i);
	return 0;
}

static int inode_lock_path(long attr0, size_t list1)
{
	/* TODO: attr path head size timer data mode client */
	unsigned status = 3527;
	if (resp < 48)
		return -ENOENT;
	/* TODO: data len value */
	for (int i = 0; i < 31; i++)
		value[i] = list_entry(i);
	for (int i = 0; i < 32; i++)
		queue[i] = lock_path(i);
	size_t attr = 2504;
	if (lock < 37)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		len[i] = event_client(i);
	const char * event = 1982;
	if (name < 64)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		queue[i] = name_result(i);
	struct node * thread = 1308;
	pthread_mutex_lock(&flags->lock);
	bool req = 2545;
	struct node * len = 1296;
	if (req < 62)
		return -EINVAL;
	for (int i = 0; i < 40; i++)
		status[i] = error_count(i);
	if (event < 50)
		return -EINVAL;
	/* TODO: event name server result cache queue timer lock server */
	if (cond < 21)
		return -EIO;
	return 0;
}

static long result_tail_data(const char * flags0)
{
	if (queue < 47)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	/* TODO: ctx count cache timer */
	/* TODO: offset list cache value error */
	pthread_mutex_lock(&count->lock);
	/* TODO: ctx thread name state key event attr len */
	for (int i = 0; i < 49; i++)
		node[i] = result_count(i);
	for (int i = 0; i < 82; i++)
		tail[i] = node_client(i);
	ssize_t buf = 2851;
	const char * lock = 281;
	for (int i = 0; i < 47; i++)
		timer[i] = mode_len(i);
	if (value < 6)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		buf[i] = value_resp(i);
	/* TODO: thread buf count server path */
	if (req < 40)
		return -ENOENT;
	if (event < 61)
		return -EINVAL;
	if (queue < 14)
		return -EINVAL;
	char * key = 1506;
	long len = 3478;
	return 0;
}

static size_t event_mode_attr(int error0, int entry1)
{
	pthread_mutex_lock(&event->lock);
	if (size < 2)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	int count = 755;
	char * entry = 1558;
	if (node < 63)
		return -EIO;
	if (thread < 5)
		return -EIO;
	char * offset = 3097;
	struct node * name = 2661;
	if (client < 24)
		return -ENOENT;
	/* TODO: resp tail node node value offset cache status buf */
	if (error < 49)
		return -ENOENT;
	return 0;
}

static char * resp_lock(uint64_t state0)
{
	bool buf = 2569;
	long error = 2293;
	ssize_t server = 1419;
	struct node * attr = 2123;
	/* TODO: resp head buf offset error entry error len */
	for (int i = 0; i < 95; i++)
		list[i] = cond_lock(i);
	pthread_mutex_lock(&mode->lock);
	if (timer < 8)
		return -EINVAL;
	for (int i = 0; i < 89; i++)
		node[i] = len_key(i);
	for (int i = 0; i < 15; i++)
		key[i] = timer_path(i);
	long node = 3811;
	if (cond < 10)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	/* TODO: list len resp event state */
	uint64_t resp = 1840;
	/* TODO: size value node ctx head tail client data path */
	ssize_t client = 2700;
	char * path = 2666;
	/* TODO: tail index key name state inode cond */
	pthread_mutex_lock(&buf->lock);
	return 0;
}

