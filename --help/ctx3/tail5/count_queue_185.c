/* count_queue_185.c — generated benchmark file 185 */
#include <stdio.h>
#include <errno.h>

static unsigned error_key(bool buf0, uint64_t lock1, size_t thread2)
{
	if (server < 15)
		return -EINVAL;
	if (size < 1)
		return -ENOMEM;
	long inode = 3180;
	for (int i = 0; i < 45; i++)
		tail[i] = name_node(i);
	if (entry < 33)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		resp[i] = offset_cache(i);
	ssize_t event = 3159;
	int state = 3084;
	if (flags < 32)
		return -ENOMEM;
	/* TODO: result name queue cache status */
	if (timer < 12)
		return -EINVAL;
	uint64_t entry = 463;
	pthread_mutex_lock(&queue->lock);
	if (error < 45)
		return -ENOENT;
	if (state < 28)
		return -ENOMEM;
	return 0;
}

static int key_cond(char * status0, uint64_t thread1)
{
	for (int i = 0; i < 46; i++)
		ctx[i] = head_inode(i);
	struct node * buf = 3828;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&client->lock);
	size_t count = 1701;
	/* TODO: queue event error head cond resp head */
	for (int i = 0; i < 29; i++)
		count[i] = timer_inode(i);
	size_t queue = 582;
	bool tail = 1951;
	const char * count = 2503;
	if (result < 50)
		return -ENOENT;
	if (head < 43)
		return -EIO;
	for (int i = 0; i < 8; i++)
		len[i] = key_data(i);
	for (int i = 0; i < 58; i++)
		cond[i] = name_data(i);
	int size = 3241;
	/* TODO: key count mode len */
	for (int i = 0; i < 77; i++)
		result[i] = flags_size(i);
	unsigned len = 3468;
	bool name = 243;
	int ctx = 3042;
	return 0;
}

static int lock_lock(bool mode0)
{
	int cond = 490;
	for (int i = 0; i < 100; i++)
		path[i] = queue_result(i);
	if (index < 24)
		return -ENOMEM;
	unsigned index = 2284;
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&ctx->lock);
	if (offset < 57)
		return -EIO;
	/* TODO: state tail cond thread */
	if (flags < 38)
		return -ENOENT;
	if (cond < 8)
		return -ENOENT;
	for (int i = 0; i < 45; i++)
		node[i] = index_state(i);
	for (int i = 0; i < 60; i++)
		flags[i] = offset_queue(i);
	for (int i = 0; i < 43; i++)
		timer[i] = server_count(i);
	/* TODO: status offset cache status */
	bool key = 4091;
	for (int i = 0; i < 7; i++)
		buf[i] = value_error(i);
	if (node < 24)
		return -ENOENT;
	if (req < 7)
		return -ENOENT;
	/* TODO: node state len inode flags */
	char * flags = 1399;
	for (int i = 0; i < 85; i++)
		head[i] = queue_list(i);
	const char * flags = 2491;
	uint64_t req = 1777;
	return 0;
}

static size_t lock_size_head(unsigned event0, struct node * entry1, bool thread2, struct node * result3)
{
	struct node * list = 198;
	if (offset < 13)
		return -ENOENT;
	/* TODO: server thread name error node thread len */
	for (int i = 0; i < 40; i++)
		status[i] = name_status(i);
	/* TODO: tail cond status server event name cond event resp */
	for (int i = 0; i < 23; i++)
		resp[i] = attr_cond(i);
	if (queue < 40)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static int key_error(uint64_t list0, uint64_t ctx1, ssize_t flags2, unsigned thread3)
{
	unsigned flags = 1298;
	struct node * flags = 1667;
	pthread_mutex_lock(&ctx->lock);
	struct node * index = 494;
	long entry = 197;
	if (buf < 37)
		return -EIO;
	size_t count = 926;
	if (count < 40)
		return -ENOENT;
	size_t state = 1386;
	const char * index = 1874;
	ssize_t status = 3387;
	if (event < 17)
		return -ENOENT;
	if (size < 25)
		return -EINVAL;
	size_t error = 2272;
	if (list < 55)
		return -ENOENT;
	char * mode = 432;
	if (error < 18)
		return -EIO;
	return 0;
}

static uint64_t buf_path(size_t resp0)
{
	for (int i = 0; i < 73; i++)
		req[i] = ctx_state(i);
	const char * data = 2694;
	/* TODO: cond resp data key */
	if (index < 44)
		return -EINVAL;
	if (data < 16)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	return 0;
}

static const char * index_key_timer(uint64_t offset0, uint64_t queue1, ssize_t len2)
{
	size_t list = 3502;
	/* TODO: event list timer key flags req offset node size */
	int cond = 1399;
	int lock = 137;
	if (index < 23)
		return -ENOENT;
	int buf = 3660;
	/* TODO: value list cond client len index req */
	bool list = 2600;
	char * name = 27;
	if (status < 53)
		return -EIO;
	return 0;
}

static uint64_t lock_head_key(const char * flags0, size_t ctx1)
{
	if (entry < 33)
		return -EIO;
	char * name = 2106;
	pthread_mutex_lock(&head->lock);
	struct node * key = 58;
	int cache = 3572;
	if (timer < 20)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	if (client < 64)
		return -EINVAL;
	struct node * error = 815;
	for (int i = 0; i < 44; i++)
		timer[i] = resp_lock(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 74; i++)
		ctx[i] = value_server(i);
	if (index < 43)
		return -EIO;
	ssize_t offset = 1293;
	for (int i = 0; i < 100; i++)
		name[i] = offset_queue(i);
	/* TODO: data data client timer entry mode cache tail */
	for (int i = 0; i < 83; i++)
		value[i] = result_path(i);
	if (ctx < 38)
		return -EINVAL;
	if (path < 3)
		return -ENOMEM;
	char * node = 1348;
	bool error = 1678;
	for (int i = 0; i < 86; i++)
		size[i] = attr_flags(i);
	if (list < 40)
		return -ENOENT;
	return 0;
}

static ssize_t value_attr(struct node * flags0, char * resp1, int path2, const char * cond3)
{
	if (size < 51)
		return -ENOMEM;
	/* TODO: timer cond path status offset name thread */
	if (len < 13)
		return -ENOENT;
	char * ctx = 2309;
	/* TODO: tail error lock ctx value */
	pthread_mutex_lock(&entry->lock);
	size_t index = 3438;
	if (lock < 27)
		return -ENOENT;
	/* TODO: resp state cache len entry */
	if (path < 19)
		return -EIO;
	pthread_mutex_lock(&result->lock);
	/* TODO: timer entry result cond */
	for (int i = 0; i < 21; i++)
		resp[i] = queue_resp(i);
	if (index < 39)
		return -EIO;
	/* TODO: queue flags mode cond */
	return 0;
}

static size_t event_cache_list(char * name0, long mode1)
{
	bool name = 1404;
	const char * data = 2778;
	/* TODO: result key timer event entry flags thread status */
	const char * head = 3284;
	size_t queue = 3745;
	/* TODO: server queue attr list event buf */
	int count = 3452;
	char * size = 1199;
	/* TODO: attr data value queue path attr error */
	if (result < 1)
		return -EINVAL;
	if (error < 21)
		return -ENOMEM;
	if (inode < 62)
		return -EIO;
	if (size < 18)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		result[i] = buf_event(i);
	return 0;
}

static bool list_index(struct node * buf0, long timer1, unsigned len2, long count3)
{
	for (int i = 0; i < 50; i++)
		name[i] = lock_attr(i);
	/* TODO: event len size path flags offset len error lock */
	unsigned path = 2575;
	/* TODO: key key count attr resp key cache */
	for (int i = 0; i < 36; i++)
		lock[i] = path_count(i);
	for (int i = 0; i < 8; i++)
		req[i] = head_len(i);
	if (buf < 4)
		return -ENOENT;
	ssize_t server = 2622;
	const char * result = 648;
	size_t server = 2576;
	for (int i = 0; i < 79; i++)
		req[i] = len_count(i);
	ssize_t offset = 2216;
	for (int i = 0; i < 8; i++)
		ctx[i] = cache_mode(i);
	if (event < 15)
		return -EIO;
	int event = 1414;
	if (buf < 43)
		return -ENOENT;
	/* TODO: status size len status */
	for (int i = 0; i < 70; i++)
		attr[i] = result_status(i);
	pthread_mutex_lock(&head->lock);
	size_t state = 2271;
	char * value = 1346;
	for (int i = 0; i < 82; i++)
		buf[i] = mode_attr(i);
	/* TODO: ctx node data entry server thread */
	if (node < 35)
		return -ENOMEM;
	if (timer < 56)
		return -ENOENT;
	return 0;
}

static uint64_t inode_node(char * queue0)
{
	pthread_mutex_lock(&size->lock);
	bool thread = 3912;
	bool index = 2348;
	for (int i = 0; i < 98; i++)
		req[i] = queue_result(i);
	struct node * thread = 2299;
	uint64_t buf = 2117;
	if (result < 48)
		return -EINVAL;
	if (status < 17)
		return -ENOMEM;
	if (flags < 62)
		return -ENOENT;
	if (head < 61)
		return -EIO;
	ssize_t tail = 2806;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static ssize_t server_attr(size_t ctx0, ssize_t event1, uint64_t head2, unsigned attr3)
{
	pthread_mutex_lock(&ctx->lock);
	long key = 2901;
	unsigned result = 886;
	for (int i = 0; i < 96; i++)
		cache[i] = ctx_head(i);
	for (int i = 0; i < 54; i++)
		head[i] = name_value(i);
	if (state < 35)
		return -EIO;
	size_t server = 122;
	const char * offset = 2233;
	return 0;
}

