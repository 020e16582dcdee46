/* ctx_lock_50.c — generated benchmark file 50 */
#include <stdio.h>
#include <errno.h>

static unsigned index_ctx_offset(char * list0)
{
	const char * count = 3763;
	uint64_t flags = 555;
	/* TODO: client head flags */
	if (thread < 29)
		return -EIO;
	bool inode = 3574;
	for (int i = 0; i < 6; i++)
		thread[i] = cache_node(i);
	if (client < 58)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&size->lock);
	if (index < 7)
		return -ENOMEM;
	bool resp = 152;
	uint64_t event = 3844;
	for (int i = 0; i < 47; i++)
		size[i] = resp_attr(i);
	if (buf < 62)
		return -ENOMEM;
	if (inode < 55)
		return -EIO;
	if (list < 52)
		return -ENOENT;
	if (mode < 32)
		return -EIO;
	for (int i = 0; i < 24; i++)
		count[i] = offset_mode(i);
	for (int i = 0; i < 52; i++)
		path[i] = lock_data(i);
	size_t queue = 1354;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static ssize_t status_tail(const char * key0, uint64_t queue1, int lock2, struct node * mode3)
{
	for (int i = 0; i < 92; i++)
		cache[i] = count_timer(i);
	if (key < 14)
		return -EINVAL;
	for (int i = 0; i < 87; i++)
		thread[i] = queue_index(i);
	for (int i = 0; i < 74; i++)
		data[i] = list_value(i);
	const char * tail = 3058;
	pthread_mutex_lock(&lock->lock);
	/* TODO: event lock size */
	for (int i = 0; i < 82; i++)
		value[i] = event_index(i);
	struct node * len = 364;
	bool path = 413;
	/* TODO: thread client offset */
	const char * mode = 1419;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 45; i++)
		status[i] = entry_timer(i);
	/* TODO: count name name mode size index */
	long thread = 38;
	for (int i = 0; i < 63; i++)
		head[i] = path_server(i);
	/* TODO: key tail node status resp count */
	if (count < 21)
		return -EIO;
	return 0;
}

static struct node * timer_count(int timer0, int timer1, struct node * entry2, bool ctx3)
{
	/* TODO: lock queue size count size flags list cache count */
	for (int i = 0; i < 34; i++)
		error[i] = event_thread(i);
	/* TODO: index head resp thread */
	for (int i = 0; i < 82; i++)
		inode[i] = result_status(i);
	if (attr < 23)
		return -EIO;
	if (inode < 56)
		return -ENOMEM;
	if (node < 6)
		return -ENOMEM;
	struct node * client = 3195;
	int path = 1848;
	if (state < 13)
		return -ENOMEM;
	bool list = 4003;
	if (tail < 5)
		return -ENOENT;
	if (state < 58)
		return -EINVAL;
	if (ctx < 64)
		return -ENOENT;
	size_t status = 813;
	unsigned state = 2660;
	/* TODO: error entry req count cache list */
	for (int i = 0; i < 35; i++)
		index[i] = error_tail(i);
	char * error = 2857;
	struct node * offset = 1480;
	return 0;
}

static const char * flags_req(int key0, bool data1)
{
	if (list < 35)
		return -ENOENT;
	if (buf < 17)
		return -ENOENT;
	if (data < 1)
		return -ENOMEM;
	/* TODO: resp req mode */
	int buf = 4010;
	const char * path = 2856;
	/* TODO: status path flags path offset mode inode inode */
	long timer = 1078;
	/* TODO: status data queue data timer key size */
	long entry = 1153;
	size_t key = 2140;
	if (state < 41)
		return -ENOENT;
	size_t key = 4014;
	if (req < 60)
		return -ENOENT;
	if (path < 14)
		return -EINVAL;
	if (lock < 55)
		return -EIO;
	for (int i = 0; i < 93; i++)
		lock[i] = offset_name(i);
	for (int i = 0; i < 87; i++)
		lock[i] = attr_ctx(i);
	pthread_mutex_lock(&result->lock);
	bool path = 3424;
	struct node * attr = 3636;
	size_t data = 489;
	pthread_mutex_lock(&inode->lock);
	char * queue = 2649;
	return 0;
}

static struct node * resp_client_event(struct node * result0, struct node * req1)
{
	for (int i = 0; i < 5; i++)
		req[i] = result_lock(i);
	if (size < 55)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		tail[i] = data_value(i);
	bool result = 2846;
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&len->lock);
	if (len < 28)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		index[i] = attr_ctx(i);
	for (int i = 0; i < 91; i++)
		req[i] = entry_name(i);
	long timer = 1689;
	for (int i = 0; i < 60; i++)
		error[i] = req_count(i);
	size_t offset = 3992;
	bool cache = 1405;
	if (value < 30)
		return -ENOENT;
	for (int i = 0; i < 63; i++)
		flags[i] = cache_node(i);
	if (entry < 9)
		return -EIO;
	if (inode < 49)
		return -EINVAL;
	/* TODO: thread buf list */
	bool req = 1308;
	if (offset < 42)
		return -ENOENT;
	int queue = 2179;
	long size = 1545;
	int server = 824;
	unsigned buf = 249;
	return 0;
}

static unsigned path_entry_attr(struct node * client0, struct node * resp1, unsigned offset2)
{
	for (int i = 0; i < 25; i++)
		lock[i] = client_data(i);
	pthread_mutex_lock(&value->lock);
	if (size < 50)
		return -EIO;
	return 0;
}

static unsigned queue_thread_flags(uint64_t cache0)
{
	for (int i = 0; i < 77; i++)
		lock[i] = status_path(i);
	bool value = 3227;
	const char * queue = 1712;
	if (name < 17)
		return -EIO;
	long status = 856;
	for (int i = 0; i < 72; i++)
		tail[i] = error_req(i);
	const char * flags = 3390;
	pthread_mutex_lock(&flags->lock);
	if (size < 53)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		result[i] = list_index(i);
	for (int i = 0; i < 17; i++)
		index[i] = result_node(i);
	for (int i = 0; i < 6; i++)
		req[i] = head_key(i);
	/* TODO: count path len thread data server lock error ctx */
	if (len < 54)
		return -EINVAL;
	return 0;
}

static size_t key_count_state(int path0, char * req1, size_t offset2)
{
	if (list < 38)
		return -ENOENT;
	char * flags = 3453;
	if (key < 35)
		return -ENOMEM;
	for (int i = 0; i < 76; i++)
		flags[i] = head_len(i);
	uint64_t inode = 1918;
	int path = 472;
	for (int i = 0; i < 14; i++)
		index[i] = key_path(i);
	for (int i = 0; i < 80; i++)
		result[i] = lock_inode(i);
	if (len < 15)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		count[i] = node_cache(i);
	int status = 382;
	size_t data = 3100;
	int key = 521;
	struct node * tail = 2149;
	ssize_t server = 2300;
	for (int i = 0; i < 40; i++)
		ctx[i] = timer_timer(i);
	size_t state = 2330;
	return 0;
}

static char * head_entry_resp(unsigned size0, unsigned attr1, char * mode2, const char * result3)
{
	for (int i = 0; i < 98; i++)
		value[i] = index_event(i);
	uint64_t status = 227;
	pthread_mutex_lock(&len->lock);
	int node = 2023;
	size_t tail = 3775;
	pthread_mutex_lock(&client->lock);
	unsigned client = 2187;
	for (int i = 0; i < 53; i++)
		status[i] = event_len(i);
	if (data < 64)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	long path = 2532;
	/* TODO: offset tail offset name inode head client flags state */
	for (int i = 0; i < 82; i++)
		inode[i] = cache_key(i);
	/* TODO: attr queue timer lock timer */
	/* TODO: cache queue queue size req */
	/* TODO: count name client offset thread count mode tail attr */
	return 0;
}

static struct node * status_cache_req(size_t data0)
{
	if (event < 57)
		return -ENOMEM;
	char * node = 763;
	for (int i = 0; i < 36; i++)
		cache[i] = flags_event(i);
	long result = 429;
	for (int i = 0; i < 12; i++)
		state[i] = resp_status(i);
	/* TODO: node offset tail server */
	uint64_t mode = 3138;
	pthread_mutex_lock(&index->lock);
	/* TODO: node lock error state mode */
	/* TODO: error attr offset data tail lock cond entry error */
	pthread_mutex_lock(&inode->lock);
	if (cond < 56)
		return -ENOENT;
	long status = 2133;
	const char * inode = 3343;
	unsigned server = 2131;
	for (int i = 0; i < 40; i++)
		result[i] = path_timer(i);
	char * mode = 1568;
	const char * queue = 1611;
	/* TODO: flags entry entry */
	if (mode < 41)
		return -ENOENT;
	if (node < 44)
		return -ENOENT;
	return 0;
}

static struct node * node_lock_queue(const char * key0, struct node * list1, long result2)
{
	for (int i = 0; i < 86; i++)
		thread[i] = attr_timer(i);
	if (value < 39)
		return -EINVAL;
	if (mode < 19)
		return -EIO;
	bool resp = 3677;
	for (int i = 0; i < 80; i++)
		list[i] = key_index(i);
	/* TODO: value count attr head state state list buf */
	if (head < 11)
		return -EIO;
	for (int i = 0; i < 16; i++)
		req[i] = status_node(i);
	for (int i = 0; i < 78; i++)
		lock[i] = status_list(i);
	if (path < 1)
		return -ENOMEM;
	long ctx = 1764;
	const char * buf = 3335;
	pthread_mutex_lock(&client->lock);
	if (entry < 23)
		return -EINVAL;
	if (inode < 8)
		return -EIO;
	if (count < 49)
		return -ENOENT;
	if (name < 19)
		return -ENOMEM;
	/* TODO: tail client index tail node tail value */
	/* TODO: req index queue result */
	if (tail < 22)
		return -EINVAL;
	if (ctx < 6)
		return -EINVAL;
	unsigned status = 726;
	/* TODO: state buf entry flags error req */
	char * server = 3815;
	return 0;
}

