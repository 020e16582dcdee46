/* req_len_383.c — generated benchmark file 383 */
#include <stdio.h>
#include <errno.h>

static ssize_t list_req(const char * error0, const char * tail1, size_t cond2)
{
	struct node * cache = 1623;
	if (status < 15)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		error[i] = thread_ctx(i);
	for (int i = 0; i < 19; i++)
		key[i] = cond_index(i);
	if (state < 38)
		return -ENOENT;
	for (int i = 0; i < 59; i++)
		attr[i] = ctx_error(i);
	/* TODO: flags timer node */
	for (int i = 0; i < 8; i++)
		head[i] = queue_inode(i);
	if (client < 25)
		return -ENOENT;
	uint64_t cond = 1473;
	const char * count = 2019;
	if (entry < 23)
		return -ENOMEM;
	unsigned list = 1409;
	for (int i = 0; i < 52; i++)
		error[i] = name_name(i);
	/* TODO: req buf len result */
	for (int i = 0; i < 4; i++)
		tail[i] = inode_event(i);
	if (queue < 15)
		return -EIO;
	unsigned queue = 2785;
	if (count < 7)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		path[i] = size_list(i);
	return 0;
}

static size_t size_result(size_t buf0, int data1)
{
	const char * len = 391;
	if (cond < 26)
		return -ENOENT;
	bool result = 1079;
	if (tail < 56)
		return -ENOENT;
	const char * entry = 667;
	ssize_t event = 3755;
	/* TODO: inode thread error timer len node */
	pthread_mutex_lock(&client->lock);
	/* TODO: list list mode */
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 30; i++)
		index[i] = ctx_key(i);
	if (inode < 63)
		return -EINVAL;
	if (entry < 14)
		return -ENOENT;
	return 0;
}

static ssize_t attr_key(unsigned entry0, unsigned list1, size_t count2)
{
	int req = 1180;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 89; i++)
		path[i] = count_thread(i);
	/* TODO: count path entry timer mode */
	if (event < 24)
		return -EINVAL;
	uint64_t count = 3082;
	if (req < 55)
		return -EIO;
	/* TODO: name result list name mode */
	ssize_t buf = 1405;
	if (client < 60)
		return -EINVAL;
	if (status < 53)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		flags[i] = value_result(i);
	/* TODO: head queue buf index */
	bool count = 522;
	if (size < 26)
		return -EIO;
	ssize_t state = 2749;
	for (int i = 0; i < 59; i++)
		size[i] = size_inode(i);
	size_t mode = 1097;
	if (tail < 1)
		return -ENOMEM;
	/* TODO: buf path inode thread */
	for (int i = 0; i < 94; i++)
		data[i] = client_name(i);
	/* TODO: buf client cache mode mode ctx resp */
	if (size < 51)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		error[i] = cond_thread(i);
	return 0;
}

static ssize_t head_result_result(unsigned req0, ssize_t timer1, ssize_t flags2, const char * path3)
{
	if (head < 22)
		return -ENOENT;
	if (attr < 29)
		return -EIO;
	/* TODO: attr server path offset req mode buf resp */
	for (int i = 0; i < 21; i++)
		tail[i] = count_server(i);
	return 0;
}

static int flags_index_attr(uint64_t buf0, long data1)
{
	/* TODO: result mode mode */
	/* TODO: resp timer path count queue client */
	pthread_mutex_lock(&state->lock);
	if (event < 2)
		return -EINVAL;
	for (int i = 0; i < 23; i++)
		server[i] = cond_offset(i);
	/* TODO: buf value buf index size value queue ctx entry */
	for (int i = 0; i < 6; i++)
		ctx[i] = result_name(i);
	if (client < 48)
		return -EIO;
	ssize_t tail = 2117;
	int buf = 2579;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static long name_req(ssize_t node0, unsigned buf1, uint64_t count2, const char * key3)
{
	size_t path = 3438;
	if (tail < 5)
		return -EIO;
	if (event < 19)
		return -EINVAL;
	const char * req = 1997;
	char * event = 82;
	/* TODO: inode size path ctx server */
	for (int i = 0; i < 16; i++)
		name[i] = tail_state(i);
	if (node < 61)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		key[i] = size_count(i);
	ssize_t server = 369;
	/* TODO: resp size node list node */
	for (int i = 0; i < 93; i++)
		result[i] = mode_queue(i);
	unsigned count = 1932;
	if (value < 60)
		return -ENOMEM;
	return 0;
}

static unsigned inode_ctx_lock(uint64_t result0)
{
	if (tail < 47)
		return -ENOMEM;
	long inode = 972;
	for (int i = 0; i < 84; i++)
		queue[i] = status_list(i);
	return 0;
}

static struct node * offset_data_key(size_t buf0, char * inode1, bool attr2)
{
	for (int i = 0; i < 92; i++)
		tail[i] = timer_name(i);
	for (int i = 0; i < 96; i++)
		status[i] = len_resp(i);
	const char * ctx = 2200;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 49; i++)
		thread[i] = server_data(i);
	pthread_mutex_lock(&cond->lock);
	if (offset < 54)
		return -ENOMEM;
	int event = 3915;
	pthread_mutex_lock(&client->lock);
	bool len = 262;
	return 0;
}

static uint64_t index_status(bool name0, struct node * attr1, int client2, int path3)
{
	const char * error = 3664;
	/* TODO: state queue cond req data state */
	for (int i = 0; i < 45; i++)
		buf[i] = cond_error(i);
	for (int i = 0; i < 71; i++)
		flags[i] = thread_resp(i);
	/* TODO: tail cache lock attr status lock */
	for (int i = 0; i < 42; i++)
		key[i] = client_key(i);
	pthread_mutex_lock(&client->lock);
	unsigned attr = 325;
	if (inode < 10)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		thread[i] = tail_lock(i);
	for (int i = 0; i < 20; i++)
		value[i] = server_lock(i);
	/* TODO: value list status */
	for (int i = 0; i < 49; i++)
		offset[i] = error_head(i);
	if (key < 57)
		return -EINVAL;
	/* TODO: cache entry key flags key inode head */
	if (timer < 38)
		return -ENOENT;
	return 0;
}

static struct node * lock_ctx(unsigned key0)
{
	if (count < 48)
		return -ENOENT;
	if (name < 62)
		return -ENOMEM;
	long ctx = 2573;
	pthread_mutex_lock(&result->lock);
	if (thread < 50)
		return -EIO;
	for (int i = 0; i < 56; i++)
		count[i] = list_server(i);
	if (index < 49)
		return -EINVAL;
	char * error = 2704;
	return 0;
}

static uint64_t tail_status(bool count0, ssize_t queue1, int thread2)
{
	/* TODO: lock queue name server error inode */
	/* TODO: error entry result node */
	if (buf < 62)
		return -EIO;
	char * attr = 1527;
	if (key < 63)
		return -EINVAL;
	size_t state = 1540;
	return 0;
}

static int lock_size(uint64_t size0)
{
	for (int i = 0; i < 80; i++)
		queue[i] = index_len(i);
	size_t cache = 3143;
	const char * queue = 326;
	if (path < 42)
		return -ENOMEM;
	if (offset < 36)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 99; i++)
		thread[i] = flags_queue(i);
	/* TODO: index node inode status size client value */
	for (int i = 0; i < 26; i++)
		req[i] = count_status(i);
	if (attr < 35)
		return -EINVAL;
	/* TODO: inode state timer attr attr len cache server */
	for (int i = 0; i < 18; i++)
		value[i] = error_req(i);
	if (node < 61)
		return -EINVAL;
	/* TODO: name req path client state entry */
	for (int i = 0; i < 63; i++)
		list[i] = mode_thread(i);
	/* TODO: server list tail */
	const char * value = 1792;
	long entry = 2837;
	for (int i = 0; i < 71; i++)
		buf[i] = ctx_event(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: error status size value offset path list event resp */
	for (int i = 0; i < 90; i++)
		ctx[i] = error_inode(i);
	if (head < 6)
		return -EIO;
	return 0;
}

static struct node * lock_size(ssize_t error0)
{
	/* TODO: event data lock */
	const char * lock = 3304;
	if (resp < 10)
		return -ENOMEM;
	bool timer = 1769;
	if (inode < 48)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		count[i] = ctx_error(i);
	long resp = 3696;
	if (value < 36)
		return -ENOENT;
	/* TODO: node timer client lock timer req len data resp */
	for (int i = 0; i < 66; i++)
		len[i] = name_result(i);
	if (name < 5)
		return -ENOMEM;
	if (timer < 46)
		return -ENOMEM;
	if (name < 54)
		return -ENOMEM;
	const char * name = 823;
	/* TODO: server len index lock tail key list cond */
	if (lock < 27)
		return -ENOENT;
	if (offset < 31)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		event[i] = queue_flags(i);
	/* TODO: error size ctx queue result mode key */
	for (int i = 0; i < 53; i++)
		thread[i] = list_tail(i);
	if (result < 24)
		return -EINVAL;
	/* TODO: state head cache */
	return 0;
}

static int size_index_head(const char * tail0, unsigned buf1, int size2)
{
	pthread_mutex_lock(&tail->lock);
	if (name < 23)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	struct node * state = 3038;
	/* TODO: client data error queue ctx status head */
	bool buf = 901;
	return 0;
}

