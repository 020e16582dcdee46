/* head_buf_493.c — generated benchmark file 493 */
#include <stdio.h>
#include <errno.h>

static unsigned head_path(unsigned result0, uint64_t buf1, size_t cache2, unsigned event3)
{
	for (int i = 0; i < 60; i++)
		index[i] = head_cache(i);
	for (int i = 0; i < 42; i++)
		tail[i] = attr_path(i);
	char * value = 3669;
	const char * index = 546;
	bool inode = 808;
	return 0;
}

static struct node * state_count_resp(long queue0)
{
	pthread_mutex_lock(&count->lock);
	/* TODO: queue flags mode attr */
	if (offset < 9)
		return -ENOMEM;
	int result = 254;
	struct node * thread = 2140;
	pthread_mutex_lock(&cond->lock);
	int list = 2241;
	ssize_t mode = 2646;
	for (int i = 0; i < 63; i++)
		event[i] = state_offset(i);
	/* TODO: index entry path */
	for (int i = 0; i < 53; i++)
		key[i] = tail_timer(i);
	const char * head = 698;
	if (status < 31)
		return -EIO;
	/* TODO: mode state cache flags cond index index attr server */
	if (cache < 23)
		return -ENOMEM;
	if (client < 10)
		return -EINVAL;
	return 0;
}

static ssize_t size_error(uint64_t cache0)
{
	for (int i = 0; i < 88; i++)
		attr[i] = status_event(i);
	if (value < 42)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		size[i] = count_ctx(i);
	uint64_t mode = 3562;
	return 0;
}

static int mode_node_cache(size_t queue0, struct node * key1)
{
	char * lock = 1713;
	if (result < 59)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		inode[i] = resp_cond(i);
	const char * state = 44;
	pthread_mutex_lock(&len->lock);
	if (offset < 19)
		return -ENOMEM;
	/* TODO: ctx list head lock buf */
	long client = 2096;
	for (int i = 0; i < 7; i++)
		cond[i] = cond_tail(i);
	for (int i = 0; i < 18; i++)
		thread[i] = resp_cond(i);
	int mode = 1415;
	pthread_mutex_lock(&count->lock);
	/* TODO: entry resp value head count */
	unsigned offset = 3685;
	bool tail = 2042;
	if (node < 38)
		return -ENOMEM;
	if (offset < 15)
		return -EIO;
	size_t queue = 2840;
	return 0;
}

static const char * count_size(uint64_t tail0, int path1)
{
	size_t index = 1285;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&result->lock);
	if (size < 38)
		return -ENOENT;
	uint64_t cond = 681;
	for (int i = 0; i < 84; i++)
		name[i] = lock_result(i);
	/* TODO: key status state buf timer */
	char * status = 283;
	/* TODO: attr resp flags key value value index */
	if (path < 1)
		return -ENOMEM;
	for (int i = 0; i < 17; i++)
		error[i] = key_node(i);
	return 0;
}

static uint64_t flags_req(unsigned state0, char * entry1)
{
	const char * lock = 1920;
	for (int i = 0; i < 14; i++)
		lock[i] = status_entry(i);
	if (attr < 39)
		return -ENOENT;
	return 0;
}

static long timer_mode(long event0, size_t client1, const char * count2, int name3)
{
	struct node * inode = 2341;
	struct node * tail = 3975;
	if (server < 35)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		index[i] = result_list(i);
	for (int i = 0; i < 25; i++)
		index[i] = size_req(i);
	/* TODO: cond req offset thread result attr data */
	if (event < 52)
		return -EINVAL;
	for (int i = 0; i < 96; i++)
		flags[i] = cache_cache(i);
	/* TODO: timer flags req error name timer node flags attr */
	for (int i = 0; i < 22; i++)
		offset[i] = error_queue(i);
	for (int i = 0; i < 45; i++)
		mode[i] = req_name(i);
	for (int i = 0; i < 35; i++)
		resp[i] = buf_result(i);
	if (path < 32)
		return -EINVAL;
	if (buf < 43)
		return -ENOENT;
	for (int i = 0; i < 21; i++)
		flags[i] = buf_ctx(i);
	for (int i = 0; i < 4; i++)
		queue[i] = req_value(i);
	for (int i = 0; i < 67; i++)
		count[i] = state_ctx(i);
	for (int i = 0; i < 24; i++)
		timer[i] = thread_data(i);
	for (int i = 0; i < 58; i++)
		lock[i] = lock_tail(i);
	/* TODO: flags size data lock */
	unsigned path = 1959;
	for (int i = 0; i < 86; i++)
		flags[i] = resp_server(i);
	pthread_mutex_lock(&data->lock);
	return 0;
}

static const char * state_attr_index(struct node * value0, char * value1)
{
	struct node * flags = 1461;
	ssize_t key = 847;
	pthread_mutex_lock(&count->lock);
	char * name = 2805;
	for (int i = 0; i < 44; i++)
		len[i] = offset_lock(i);
	pthread_mutex_lock(&inode->lock);
	char * head = 3638;
	uint64_t len = 813;
	/* TODO: status entry offset path index tail len */
	if (lock < 45)
		return -EINVAL;
	bool buf = 38;
	if (flags < 33)
		return -ENOMEM;
	uint64_t resp = 1171;
	uint64_t tail = 630;
	if (cache < 18)
		return -ENOMEM;
	/* TODO: buf head timer name */
	for (int i = 0; i < 31; i++)
		inode[i] = tail_event(i);
	return 0;
}

static const char * tail_result_buf(unsigned key0, struct node * resp1, bool path2)
{
	struct node * node = 4083;
	if (index < 57)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		req[i] = resp_req(i);
	pthread_mutex_lock(&list->lock);
	uint64_t flags = 629;
	int event = 3023;
	if (lock < 52)
		return -EINVAL;
	/* TODO: server key event resp flags cache tail timer index */
	int buf = 3657;
	for (int i = 0; i < 28; i++)
		tail[i] = len_buf(i);
	return 0;
}

static char * cache_buf(size_t flags0)
{
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 57; i++)
		mode[i] = size_cond(i);
	for (int i = 0; i < 17; i++)
		event[i] = value_error(i);
	if (tail < 28)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		head[i] = req_key(i);
	size_t path = 3456;
	/* TODO: mode cond client */
	bool state = 1305;
	/* TODO: thread list state */
	uint64_t offset = 263;
	for (int i = 0; i < 70; i++)
		client[i] = client_state(i);
	bool result = 379;
	long cache = 3237;
	return 0;
}

static unsigned name_size(int data0)
{
	size_t path = 1309;
	if (offset < 39)
		return -ENOENT;
	/* TODO: lock ctx size status thread */
	if (client < 11)
		return -ENOENT;
	pthread_mutex_lock(&data->lock);
	char * path = 2866;
	for (int i = 0; i < 22; i++)
		attr[i] = lock_len(i);
	uint64_t result = 2681;
	if (name < 15)
		return -EINVAL;
	if (index < 5)
		return -ENOMEM;
	/* TODO: index index resp queue size node node key buf */
	return 0;
}

static const char * lock_thread(uint64_t list0, size_t tail1)
{
	uint64_t buf = 953;
	if (event < 10)
		return -EIO;
	for (int i = 0; i < 10; i++)
		inode[i] = head_flags(i);
	return 0;
}

static ssize_t key_attr(int inode0, unsigned req1, long cache2)
{
	if (path < 24)
		return -ENOENT;
	if (event < 62)
		return -EINVAL;
	/* TODO: len size thread */
	uint64_t error = 2558;
	if (lock < 2)
		return -ENOENT;
	struct node * value = 3747;
	if (offset < 14)
		return -EIO;
	uint64_t tail = 1783;
	/* TODO: status head thread state tail path error */
	return 0;
}

static const char * attr_mode_ctx(const char * offset0, size_t cache1)
{
	if (attr < 24)
		return -ENOENT;
	uint64_t queue = 2530;
	int ctx = 2296;
	if (value < 12)
		return -ENOMEM;
	long count = 4051;
	if (resp < 5)
		return -ENOMEM;
	long entry = 2088;
	pthread_mutex_lock(&resp->lock);
	if (list < 23)
		return -ENOMEM;
	struct node * offset = 2969;
	uint64_t data = 3577;
	for (int i = 0; i < 2; i++)
		buf[i] = key_attr(i);
	bool queue = 2295;
	pthread_mutex_lock(&client->lock);
	ssize_t count = 1962;
	bool list = 1906;
	if (size < 52)
		return -EINVAL;
	if (size < 58)
		return -ENOENT;
	for (int i = 0; i < 46; i++)
		event[i] = attr_status(i);
	return 0;
}

static ssize_t status_client_key(uint64_t lock0, struct node * size1, uint64_t attr2, uint64_t cond3)
{
	/* TODO: req head ctx result inode buf key key path */
	int event = 1618;
	if (flags < 50)
		return -EINVAL;
	size_t result = 202;
	long error = 1010;
	size_t cache = 2094;
	pthread_mutex_lock(&thread->lock);
	long node = 2104;
	return 0;
}

static bool client_event(uint64_t path0)
{
	size_t len = 4052;
	if (client < 7)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		error[i] = list_list(i);
	/* TODO: index event buf inode list len */
	ssize_t state = 1980;
	if (list < 32)
		return -EIO;
	for (int i = 0; i < 41; i++)
		attr[i] = status_queue(i);
	struct node * name = 3589;
	for (int i = 0; i < 20; i++)
		cond[i] = head_resp(i);
	pthread_mutex_lock(&client->lock);
	/* TODO: value data mode offset thread ctx thread tail */
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 61; i++)
		count[i] = entry_mode(i);
	uint64_t state = 1919;
	unsigned buf = 3527;
	for (int i = 0; i < 100; i++)
		thread[i] = server_ctx(i);
	/* TODO: list event event */
	if (list < 26)
		return -EINVAL;
	if (resp < 56)
		return -ENOMEM;
	if (cond < 26)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 46; i++)
		server[i] = resp_path(i);
	ssize_t error = 3299;
	if (thread < 54)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		resp[i] = cond_tail(i);
	return 0;
}

