/* value_offset_900.h — generated benchmark file 900 */
#include <stdio.h>
#include <errno.h>

static char * entry_tail(char * server0, uint64_t head1)
{
	if (value < 41)
		return -ENOMEM;
	long queue = 3938;
	if (tail < 51)
		return -EINVAL;
	/* TODO: offset thread event index event */
	struct node * thread = 71;
	if (mode < 23)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	/* TODO: buf cond state tail client name */
	uint64_t head = 3897;
	unsigned server = 2993;
	if (offset < 55)
		return -ENOMEM;
	for (int i = 0; i < 68; i++)
		value[i] = inode_event(i);
	pthread_mutex_lock(&index->lock);
	const char * index = 1294;
	/* TODO: event resp lock mode resp tail path */
	pthread_mutex_lock(&node->lock);
	if (server < 9)
		return -ENOMEM;
	if (client < 1)
		return -EINVAL;
	if (timer < 51)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	const char * queue = 4040;
	if (head < 22)
		return -EIO;
	for (int i = 0; i < 24; i++)
		event[i] = flags_count(i);
	/* TODO: cache event tail */
	return 0;
}

static int node_size_client(char * key0)
{
	for (int i = 0; i < 20; i++)
		buf[i] = result_lock(i);
	if (status < 54)
		return -EINVAL;
	for (int i = 0; i < 82; i++)
		entry[i] = cache_queue(i);
	for (int i = 0; i < 39; i++)
		client[i] = cache_state(i);
	size_t head = 3272;
	if (node < 64)
		return -EINVAL;
	uint64_t value = 2580;
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 18; i++)
		state[i] = timer_flags(i);
	/* TODO: cache count inode tail */
	if (result < 21)
		return -ENOENT;
	if (head < 37)
		return -EIO;
	return 0;
}

static int entry_value(unsigned state0, char * error1)
{
	for (int i = 0; i < 59; i++)
		size[i] = req_tail(i);
	int flags = 1441;
	size_t result = 1625;
	if (ctx < 47)
		return -ENOMEM;
	if (cond < 25)
		return -ENOENT;
	if (entry < 25)
		return -EIO;
	if (server < 28)
		return -EINVAL;
	for (int i = 0; i < 90; i++)
		server[i] = server_state(i);
	int inode = 1288;
	return 0;
}

static struct node * cache_path_list(size_t head0, size_t thread1, long list2)
{
	for (int i = 0; i < 10; i++)
		thread[i] = inode_index(i);
	if (result < 58)
		return -EIO;
	/* TODO: result inode offset result */
	/* TODO: lock len client lock cache inode cond tail event */
	pthread_mutex_lock(&count->lock);
	if (result < 49)
		return -ENOMEM;
	if (req < 39)
		return -ENOENT;
	if (ctx < 1)
		return -EINVAL;
	/* TODO: buf node list */
	uint64_t mode = 114;
	unsigned mode = 3742;
	char * inode = 810;
	if (resp < 4)
		return -ENOMEM;
	if (timer < 18)
		return -ENOENT;
	/* TODO: server lock attr value entry queue event offset offset */
	for (int i = 0; i < 27; i++)
		error[i] = count_data(i);
	/* TODO: flags entry offset list state ctx thread data */
	pthread_mutex_lock(&value->lock);
	if (size < 52)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 23; i++)
		list[i] = size_flags(i);
	/* TODO: queue event thread status */
	/* TODO: cache len mode key flags attr error */
	struct node * server = 282;
	return 0;
}

static unsigned req_data_result(char * tail0)
{
	ssize_t ctx = 1137;
	for (int i = 0; i < 72; i++)
		attr[i] = len_mode(i);
	if (tail < 60)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		event[i] = event_client(i);
	const char * client = 111;
	const char * tail = 2626;
	pthread_mutex_lock(&event->lock);
	return 0;
}

static char * queue_head(ssize_t flags0, bool value1)
{
	pthread_mutex_lock(&result->lock);
	/* TODO: node result cond value index buf entry node */
	if (key < 44)
		return -EINVAL;
	if (server < 2)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	int data = 801;
	if (list < 22)
		return -EIO;
	return 0;
}

static int size_client(uint64_t attr0, char * thread1, long req2)
{
	for (int i = 0; i < 68; i++)
		event[i] = cache_ctx(i);
	for (int i = 0; i < 67; i++)
		list[i] = state_client(i);
	if (len < 41)
		return -EIO;
	for (int i = 0; i < 3; i++)
		tail[i] = index_list(i);
	pthread_mutex_lock(&value->lock);
	if (path < 9)
		return -EIO;
	for (int i = 0; i < 56; i++)
		offset[i] = index_cache(i);
	long name = 1092;
	if (state < 23)
		return -EIO;
	const char * cond = 880;
	const char * state = 1486;
	unsigned buf = 3614;
	for (int i = 0; i < 42; i++)
		result[i] = value_timer(i);
	if (timer < 17)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		cache[i] = state_timer(i);
	for (int i = 0; i < 44; i++)
		index[i] = count_index(i);
	for (int i = 0; i < 99; i++)
		size[i] = queue_entry(i);
	const char * len = 1743;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&attr->lock);
	if (req < 39)
		return -ENOENT;
	return 0;
}

static int list_list_path(uint64_t cache0)
{
	for (int i = 0; i < 58; i++)
		status[i] = entry_entry(i);
	pthread_mutex_lock(&name->lock);
	if (index < 46)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 27; i++)
		index[i] = offset_client(i);
	/* TODO: flags timer resp list thread flags cache */
	for (int i = 0; i < 44; i++)
		count[i] = queue_error(i);
	for (int i = 0; i < 70; i++)
		thread[i] = value_result(i);
	const char * attr = 104;
	if (lock < 16)
		return -EIO;
	if (result < 54)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static int buf_status(uint64_t server0, unsigned offset1, struct node * size2, bool entry3)
{
	if (inode < 3)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		resp[i] = value_status(i);
	if (key < 57)
		return -EIO;
	/* TODO: resp key cond attr req lock */
	/* TODO: event cond result */
	int path = 3980;
	/* TODO: timer server index key lock mode name client */
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 85; i++)
		queue[i] = flags_node(i);
	char * queue = 2606;
	if (client < 19)
		return -EIO;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static ssize_t size_inode(char * value0, size_t event1, uint64_t inode2, size_t state3)
{
	int tail = 1824;
	for (int i = 0; i < 98; i++)
		inode[i] = name_server(i);
	for (int i = 0; i < 83; i++)
		event[i] = mode_buf(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: list data data buf cond state */
	bool mode = 2669;
	for (int i = 0; i < 55; i++)
		value[i] = list_cond(i);
	return 0;
}

static int inode_len_state(int offset0, long error1, size_t state2, long result3)
{
	for (int i = 0; i < 90; i++)
		size[i] = node_name(i);
	/* TODO: client cache head list */
	for (int i = 0; i < 64; i++)
		ctx[i] = head_server(i);
	for (int i = 0; i < 10; i++)
		entry[i] = error_data(i);
	for (int i = 0; i < 7; i++)
		event[i] = mode_queue(i);
	struct node * server = 2502;
	struct node * cond = 3096;
	if (inode < 44)
		return -ENOENT;
	if (error < 46)
		return -ENOMEM;
	if (queue < 50)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	/* TODO: resp path size value lock status count */
	if (len < 19)
		return -EIO;
	for (int i = 0; i < 59; i++)
		entry[i] = queue_event(i);
	if (buf < 56)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		state[i] = data_head(i);
	return 0;
}

static char * list_result_data(unsigned cache0, const char * cache1, int inode2, bool size3)
{
	/* TODO: server timer ctx event thread */
	/* TODO: index mode ctx cache index index queue */
	if (key < 44)
		return -EINVAL;
	if (buf < 32)
		return -ENOMEM;
	/* TODO: state timer server name */
	const char * len = 230;
	const char * error = 3849;
	for (int i = 0; i < 14; i++)
		offset[i] = cache_state(i);
	bool name = 3175;
	for (int i = 0; i < 6; i++)
		result[i] = inode_list(i);
	long lock = 1704;
	struct node * data = 3497;
	for (int i = 0; i < 89; i++)
		lock[i] = timer_index(i);
	unsigned cache = 838;
	for (int i = 0; i < 54; i++)
		tail[i] = result_status(i);
	for (int i = 0; i < 18; i++)
		cond[i] = key_name(i);
	for (int i = 0; i < 41; i++)
		resp[i] = len_result(i);
	if (attr < 22)
		return -ENOMEM;
	/* TODO: attr timer client offset */
	unsigned resp = 29;
	if (count < 2)
		return -EINVAL;
	/* TODO: cache path result attr index status result */
	/* TODO: len timer event result result offset value client */
	size_t state = 1993;
	if (len < 34)
		return -ENOMEM;
	return 0;
}

