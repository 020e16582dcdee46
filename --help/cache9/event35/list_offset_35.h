/* list_offset_35.h — generated benchmark file 35 */
#include <stdio.h>
#include <errno.h>

static const char * entry_client_inode(int head0)
{
	/* TODO: event offset cache event value path data cond */
	/* TODO: resp entry error value len count entry state buf */
	/* TODO: value server cond result status value */
	char * flags = 1177;
	pthread_mutex_lock(&value->lock);
	bool queue = 516;
	return 0;
}

static size_t key_resp_key(uint64_t timer0)
{
	ssize_t resp = 2628;
	bool status = 2429;
	struct node * resp = 2711;
	size_t len = 1807;
	uint64_t flags = 2446;
	if (state < 1)
		return -ENOMEM;
	return 0;
}

static const char * node_flags(char * count0, unsigned client1, unsigned list2, int offset3)
{
	if (event < 63)
		return -ENOMEM;
	if (node < 9)
		return -ENOMEM;
	/* TODO: head len result lock req list req mode */
	for (int i = 0; i < 86; i++)
		req[i] = flags_queue(i);
	const char * event = 3192;
	const char * cache = 1665;
	int count = 2002;
	if (value < 4)
		return -EINVAL;
	if (req < 59)
		return -ENOENT;
	if (state < 63)
		return -ENOMEM;
	long state = 1445;
	/* TODO: value head status mode lock state lock */
	if (lock < 45)
		return -EIO;
	size_t count = 4059;
	const char * cond = 111;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 40; i++)
		list[i] = head_ctx(i);
	for (int i = 0; i < 35; i++)
		status[i] = data_entry(i);
	/* TODO: req tail tail attr */
	size_t key = 580;
	for (int i = 0; i < 41; i++)
		error[i] = count_result(i);
	return 0;
}

static bool queue_event(ssize_t resp0, int status1, char * error2)
{
	int ctx = 1663;
	size_t buf = 3098;
	ssize_t cache = 3365;
	for (int i = 0; i < 21; i++)
		lock[i] = key_offset(i);
	const char * mode = 1731;
	for (int i = 0; i < 29; i++)
		head[i] = head_req(i);
	unsigned size = 280;
	long count = 2748;
	for (int i = 0; i < 68; i++)
		head[i] = cache_cond(i);
	return 0;
}

static char * server_queue_queue(size_t attr0, int size1)
{
	for (int i = 0; i < 89; i++)
		resp[i] = buf_head(i);
	for (int i = 0; i < 17; i++)
		buf[i] = inode_path(i);
	long len = 3097;
	pthread_mutex_lock(&cache->lock);
	if (mode < 38)
		return -ENOENT;
	for (int i = 0; i < 57; i++)
		key[i] = buf_path(i);
	uint64_t flags = 3369;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&timer->lock);
	if (timer < 40)
		return -ENOENT;
	if (flags < 11)
		return -ENOMEM;
	bool index = 681;
	pthread_mutex_lock(&count->lock);
	if (index < 41)
		return -ENOMEM;
	if (list < 42)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		list[i] = thread_lock(i);
	uint64_t client = 1879;
	return 0;
}

static unsigned queue_event_value(bool attr0, long attr1)
{
	for (int i = 0; i < 93; i++)
		len[i] = queue_list(i);
	if (inode < 21)
		return -ENOMEM;
	if (event < 54)
		return -ENOMEM;
	/* TODO: client thread tail timer attr error */
	uint64_t key = 3798;
	long inode = 3753;
	/* TODO: thread name count name value error name inode mode */
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 96; i++)
		list[i] = error_ctx(i);
	int entry = 3259;
	if (cache < 28)
		return -ENOENT;
	for (int i = 0; i < 74; i++)
		client[i] = entry_flags(i);
	if (data < 11)
		return -ENOENT;
	/* TODO: entry attr path */
	/* TODO: size size queue */
	char * server = 205;
	pthread_mutex_lock(&ctx->lock);
	ssize_t name = 3239;
	bool list = 3399;
	pthread_mutex_lock(&index->lock);
	/* TODO: event count list path timer state list */
	return 0;
}

static size_t thread_status_cond(int name0)
{
	char * error = 3630;
	int mode = 1713;
	if (node < 42)
		return -EIO;
	if (mode < 40)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&path->lock);
	/* TODO: timer status inode cond server state len */
	pthread_mutex_lock(&client->lock);
	if (index < 55)
		return -ENOENT;
	for (int i = 0; i < 47; i++)
		len[i] = flags_list(i);
	if (name < 54)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&server->lock);
	if (thread < 33)
		return -EIO;
	ssize_t result = 3502;
	bool error = 2099;
	for (int i = 0; i < 11; i++)
		value[i] = entry_data(i);
	for (int i = 0; i < 3; i++)
		index[i] = node_lock(i);
	for (int i = 0; i < 77; i++)
		error[i] = size_size(i);
	if (entry < 30)
		return -EIO;
	for (int i = 0; i < 95; i++)
		flags[i] = resp_offset(i);
	/* TODO: flags client offset key head error list mode */
	pthread_mutex_lock(&req->lock);
	return 0;
}

