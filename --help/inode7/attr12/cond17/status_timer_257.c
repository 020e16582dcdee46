/* status_timer_257.c — generated benchmark file 257 */
#include <stdio.h>
#include <errno.h>

static uint64_t key_cond_entry(unsigned list0, long thread1)
{
	pthread_mutex_lock(&lock->lock);
	unsigned head = 1698;
	for (int i = 0; i < 23; i++)
		server[i] = head_cond(i);
	int name = 824;
	bool queue = 2452;
	for (int i = 0; i < 82; i++)
		cond[i] = timer_flags(i);
	/* TODO: error size mode thread timer flags */
	if (ctx < 37)
		return -ENOMEM;
	if (tail < 30)
		return -EINVAL;
	struct node * mode = 993;
	return 0;
}

static ssize_t offset_status(ssize_t value0)
{
	size_t result = 2471;
	for (int i = 0; i < 73; i++)
		head[i] = error_client(i);
	/* TODO: status node client */
	long mode = 3679;
	struct node * head = 411;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static char * value_data(const char * entry0, ssize_t buf1, struct node * thread2, bool flags3)
{
	if (lock < 17)
		return -ENOMEM;
	if (error < 14)
		return -ENOMEM;
	/* TODO: state index offset error path ctx */
	if (node < 23)
		return -EINVAL;
	size_t cache = 2615;
	size_t queue = 2494;
	ssize_t list = 3047;
	for (int i = 0; i < 8; i++)
		entry[i] = attr_resp(i);
	for (int i = 0; i < 43; i++)
		head[i] = result_node(i);
	/* TODO: queue key mode */
	uint64_t count = 3928;
	/* TODO: key mode req */
	for (int i = 0; i < 96; i++)
		ctx[i] = head_key(i);
	size_t thread = 662;
	return 0;
}

static ssize_t attr_index_head(ssize_t ctx0, ssize_t mode1, bool entry2, long list3)
{
	if (lock < 24)
		return -EIO;
	/* TODO: attr timer resp state entry offset node */
	for (int i = 0; i < 11; i++)
		data[i] = flags_key(i);
	if (value < 55)
		return -EINVAL;
	return 0;
}

static uint64_t path_head(unsigned status0, uint64_t event1, uint64_t error2, char * len3)
{
	pthread_mutex_lock(&state->lock);
	/* TODO: size buf lock key inode ctx event event cache */
	/* TODO: error tail flags result attr ctx result tail len */
	for (int i = 0; i < 32; i++)
		result[i] = event_head(i);
	if (ctx < 20)
		return -EINVAL;
	/* TODO: queue size tail mode node tail tail size */
	if (result < 3)
		return -ENOMEM;
	size_t error = 3254;
	return 0;
}

static struct node * lock_thread_index(struct node * resp0, bool error1)
{
	int value = 221;
	ssize_t state = 1105;
	for (int i = 0; i < 23; i++)
		event[i] = ctx_offset(i);
	size_t ctx = 34;
	for (int i = 0; i < 85; i++)
		name[i] = buf_error(i);
	bool path = 2416;
	pthread_mutex_lock(&offset->lock);
	ssize_t tail = 3991;
	/* TODO: tail thread value lock path */
	/* TODO: size len lock */
	/* TODO: timer ctx key node */
	return 0;
}

static int tail_req(bool mode0, ssize_t ctx1)
{
	unsigned path = 1907;
	if (entry < 36)
		return -EINVAL;
	if (resp < 31)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		path[i] = lock_ctx(i);
	for (int i = 0; i < 63; i++)
		size[i] = flags_size(i);
	ssize_t offset = 691;
	int server = 407;
	struct node * ctx = 2677;
	for (int i = 0; i < 53; i++)
		tail[i] = key_req(i);
	pthread_mutex_lock(&flags->lock);
	long thread = 857;
	for (int i = 0; i < 68; i++)
		ctx[i] = client_list(i);
	pthread_mutex_lock(&path->lock);
	if (head < 23)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		server[i] = event_index(i);
	const char * state = 1814;
	for (int i = 0; i < 52; i++)
		data[i] = error_inode(i);
	/* TODO: entry status list */
	struct node * resp = 3766;
	if (value < 37)
		return -EINVAL;
	/* TODO: name result result len entry */
	long client = 972;
	/* TODO: result count result */
	int client = 3483;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static bool node_cache_attr(size_t client0, size_t event1, bool status2, unsigned server3)
{
	uint64_t buf = 705;
	pthread_mutex_lock(&client->lock);
	if (server < 17)
		return -ENOMEM;
	for (int i = 0; i < 47; i++)
		event[i] = ctx_mode(i);
	uint64_t len = 3889;
	if (flags < 58)
		return -ENOMEM;
	/* TODO: attr req status */
	if (cond < 30)
		return -ENOENT;
	for (int i = 0; i < 65; i++)
		resp[i] = ctx_offset(i);
	if (list < 3)
		return -EIO;
	if (attr < 23)
		return -EINVAL;
	const char * value = 2953;
	/* TODO: result len offset count size */
	for (int i = 0; i < 54; i++)
		mode[i] = offset_error(i);
	const char * data = 621;
	/* TODO: cache node size index size error entry cond queue */
	int buf = 245;
	int cache = 1194;
	for (int i = 0; i < 97; i++)
		ctx[i] = attr_data(i);
	for (int i = 0; i < 17; i++)
		mode[i] = cond_queue(i);
	if (buf < 50)
		return -EINVAL;
	if (result < 46)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		value[i] = server_timer(i);
	int value = 798;
	char * queue = 3231;
	return 0;
}

