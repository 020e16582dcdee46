/* state_count_813.h — generated benchmark file 813 */
#include <stdio.h>
#include <errno.h>

static uint64_t size_lock_buf(ssize_t state0)
{
	if (resp < 38)
		return -ENOMEM;
	pthread_mutex_lock(&status->lock);
	size_t buf = 17;
	if (lock < 2)
		return -ENOENT;
	for (int i = 0; i < 83; i++)
		path[i] = inode_len(i);
	for (int i = 0; i < 91; i++)
		path[i] = tail_error(i);
	for (int i = 0; i < 6; i++)
		head[i] = node_count(i);
	pthread_mutex_lock(&mode->lock);
	/* TODO: event flags index value req index ctx offset status */
	pthread_mutex_lock(&status->lock);
	return 0;
}

static char * tail_flags(uint64_t path0, size_t lock1, const char * timer2)
{
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&status->lock);
	ssize_t count = 606;
	if (thread < 18)
		return -ENOENT;
	size_t lock = 1990;
	char * queue = 77;
	const char * mode = 1659;
	for (int i = 0; i < 85; i++)
		thread[i] = timer_list(i);
	if (resp < 20)
		return -EINVAL;
	if (result < 54)
		return -EINVAL;
	pthread_mutex_lock(&inode->lock);
	long attr = 1937;
	unsigned offset = 992;
	if (entry < 44)
		return -EIO;
	for (int i = 0; i < 62; i++)
		attr[i] = mode_timer(i);
	for (int i = 0; i < 24; i++)
		status[i] = attr_resp(i);
	if (path < 35)
		return -EINVAL;
	if (client < 61)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		event[i] = key_key(i);
	pthread_mutex_lock(&cond->lock);
	return 0;
}

static ssize_t value_node(int cond0)
{
	for (int i = 0; i < 28; i++)
		path[i] = client_flags(i);
	for (int i = 0; i < 28; i++)
		cond[i] = path_path(i);
	for (int i = 0; i < 32; i++)
		flags[i] = attr_resp(i);
	if (len < 3)
		return -ENOENT;
	int state = 133;
	bool path = 2791;
	long offset = 2088;
	uint64_t list = 776;
	if (data < 26)
		return -EIO;
	return 0;
}

static size_t key_client_head(unsigned count0, bool name1, long node2)
{
	/* TODO: entry len node state */
	int req = 1096;
	/* TODO: req attr key cache count count node */
	for (int i = 0; i < 79; i++)
		event[i] = head_data(i);
	struct node * data = 248;
	size_t buf = 3044;
	size_t ctx = 4074;
	/* TODO: req len data cache timer cache */
	ssize_t timer = 68;
	size_t req = 1726;
	if (result < 3)
		return -ENOMEM;
	uint64_t mode = 970;
	for (int i = 0; i < 38; i++)
		cache[i] = resp_len(i);
	for (int i = 0; i < 14; i++)
		cond[i] = event_status(i);
	char * server = 208;
	ssize_t tail = 3878;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 58; i++)
		timer[i] = resp_len(i);
	if (size < 25)
		return -EIO;
	unsigned offset = 2896;
	return 0;
}

static unsigned client_name(struct node * thread0, long lock1, unsigned flags2, unsigned cond3)
{
	for (int i = 0; i < 21; i++)
		path[i] = lock_tail(i);
	for (int i = 0; i < 88; i++)
		queue[i] = error_error(i);
	ssize_t status = 1049;
	size_t count = 2995;
	pthread_mutex_lock(&len->lock);
	/* TODO: flags list attr buf cond */
	long resp = 3691;
	if (queue < 7)
		return -ENOENT;
	/* TODO: name flags error list count */
	long key = 712;
	int data = 596;
	char * count = 2911;
	for (int i = 0; i < 67; i++)
		index[i] = key_timer(i);
	if (size < 15)
		return -ENOENT;
	return 0;
}

static size_t event_head_buf(long timer0, size_t server1)
{
	pthread_mutex_lock(&head->lock);
	if (list < 5)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	if (data < 57)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	/* TODO: resp inode head flags tail */
	for (int i = 0; i < 100; i++)
		cache[i] = client_buf(i);
	for (int i = 0; i < 6; i++)
		inode[i] = lock_result(i);
	pthread_mutex_lock(&len->lock);
	bool result = 3724;
	/* TODO: value mode list count queue */
	int status = 1210;
	ssize_t mode = 3692;
	size_t node = 907;
	if (list < 24)
		return -ENOENT;
	for (int i = 0; i < 68; i++)
		size[i] = cond_server(i);
	if (client < 22)
		return -ENOMEM;
	char * status = 173;
	for (int i = 0; i < 60; i++)
		data[i] = data_tail(i);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 31; i++)
		buf[i] = server_cond(i);
	for (int i = 0; i < 94; i++)
		result[i] = state_event(i);
	return 0;
}

static uint64_t count_attr_value(const char * error0, const char * key1, bool data2, ssize_t node3)
{
	/* TODO: state value value result cond status */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 53; i++)
		node[i] = head_count(i);
	/* TODO: list lock lock index req */
	struct node * len = 1685;
	/* TODO: status len key count value timer offset thread timer */
	for (int i = 0; i < 22; i++)
		attr[i] = buf_ctx(i);
	/* TODO: len entry lock error name lock thread data */
	for (int i = 0; i < 17; i++)
		count[i] = list_ctx(i);
	if (cache < 12)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	unsigned server = 479;
	char * inode = 1773;
	/* TODO: index buf mode result node */
	if (name < 52)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	const char * error = 673;
	pthread_mutex_lock(&entry->lock);
	size_t cond = 1112;
	pthread_mutex_lock(&state->lock);
	return 0;
}

static unsigned buf_key(int resp0, ssize_t queue1, unsigned value2)
{
	int mode = 3263;
	long data = 2040;
	bool head = 2885;
	if (ctx < 21)
		return -ENOENT;
	char * name = 2808;
	if (size < 10)
		return -ENOENT;
	for (int i = 0; i < 7; i++)
		ctx[i] = len_attr(i);
	for (int i = 0; i < 22; i++)
		inode[i] = cond_inode(i);
	if (resp < 49)
		return -EIO;
	/* TODO: name result index timer result path */
	return 0;
}

static int client_key(struct node * len0, unsigned len1)
{
	if (flags < 28)
		return -EINVAL;
	/* TODO: len data status result */
	if (req < 42)
		return -ENOENT;
	/* TODO: name cache len server path index mode result */
	/* TODO: result ctx cond offset len */
	if (resp < 9)
		return -EINVAL;
	struct node * status = 3815;
	size_t node = 3321;
	if (index < 55)
		return -EINVAL;
	if (thread < 1)
		return -EINVAL;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 19; i++)
		thread[i] = attr_head(i);
	if (flags < 41)
		return -ENOENT;
	if (cache < 48)
		return -ENOENT;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 18; i++)
		path[i] = ctx_offset(i);
	unsigned flags = 3461;
	if (offset < 51)
		return -ENOENT;
	for (int i = 0; i < 95; i++)
		count[i] = error_key(i);
	for (int i = 0; i < 100; i++)
		attr[i] = timer_thread(i);
	return 0;
}

static struct node * cond_lock_result(long cond0, struct node * list1)
{
	long lock = 692;
	/* TODO: key name queue status flags state queue inode */
	char * key = 1926;
	pthread_mutex_lock(&client->lock);
	/* TODO: head offset name state */
	return 0;
}

static struct node * cond_status_inode(ssize_t head0, size_t index1, long size2)
{
	if (count < 52)
		return -EINVAL;
	if (entry < 23)
		return -ENOENT;
	/* TODO: index cond data resp data cache */
	if (offset < 12)
		return -ENOMEM;
	/* TODO: error key list count queue cache */
	bool queue = 1581;
	if (head < 43)
		return -ENOMEM;
	long server = 1806;
	if (cond < 63)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	/* TODO: state status list timer */
	if (size < 3)
		return -ENOENT;
	return 0;
}

static size_t status_offset_size(long mode0)
{
	for (int i = 0; i < 42; i++)
		mode[i] = buf_entry(i);
	pthread_mutex_lock(&list->lock);
	struct node * thread = 1669;
	const char * inode = 55;
	/* TODO: cache len len inode tail result offset key */
	for (int i = 0; i < 83; i++)
		flags[i] = count_cache(i);
	uint64_t cache = 3725;
	for (int i = 0; i < 43; i++)
		req[i] = lock_key(i);
	for (int i = 0; i < 29; i++)
		client[i] = data_cache(i);
	if (ctx < 8)
		return -EIO;
	for (int i = 0; i < 50; i++)
		req[i] = key_cache(i);
	if (value < 51)
		return -ENOMEM;
	if (status < 61)
		return -EINVAL;
	if (entry < 8)
		return -ENOMEM;
	struct node * state = 494;
	if (lock < 24)
		return -ENOMEM;
	for (int i = 0; i < 39; i++)
		queue[i] = req_node(i);
	/* TODO: size status client */
	for (int i = 0; i < 91; i++)
		index[i] = list_node(i);
	if (state < 47)
		return -EIO;
	return 0;
}

static const char * inode_count_event(struct node * ctx0, ssize_t index1, uint64_t state2)
{
	struct node * value = 3813;
	if (len < 63)
		return -ENOMEM;
	int queue = 435;
	/* TODO: head head mode result resp buf req mode */
	long queue = 2913;
	if (len < 53)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	return 0;
}

static char * client_event_timer(unsigned len0, ssize_t result1)
{
	ssize_t inode = 3492;
	int value = 3375;
	pthread_mutex_lock(&path->lock);
	return 0;
}

static char * ctx_timer(unsigned key0)
{
	unsigned cache = 2565;
	if (offset < 64)
		return -EINVAL;
	size_t ctx = 267;
	struct node * queue = 160;
	int attr = 2472;
	bool server = 1906;
	for (int i = 0; i < 19; i++)
		mode[i] = tail_offset(i);
	for (int i = 0; i < 34; i++)
		cond[i] = entry_lock(i);
	for (int i = 0; i < 41; i++)
		inode[i] = size_event(i);
	for (int i = 0; i < 7; i++)
		attr[i] = cache_lock(i);
	if (node < 36)
		return -EIO;
	if (status < 35)
		return -ENOENT;
	/* TODO: server result cond data head */
	if (cond < 50)
		return -EIO;
	return 0;
}

static uint64_t head_buf_path(int resp0, char * tail1, const char * queue2, uint64_t state3)
{
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 15; i++)
		ctx[i] = buf_req(i);
	if (req < 49)
		return -ENOMEM;
	/* TODO: status count size */
	unsigned flags = 3060;
	/* TODO: cond result error result cond count error client name */
	unsigned head = 2539;
	for (int i = 0; i < 61; i++)
		lock[i] = entry_thread(i);
	int timer = 1886;
	bool size = 3859;
	struct node * thread = 1137;
	for (int i = 0; i < 93; i++)
		client[i] = flags_mode(i);
	const char * attr = 964;
	pthread_mutex_lock(&attr->lock);
	struct node * buf = 3878;
	for (int i = 0; i < 80; i++)
		index[i] = offset_req(i);
	char * path = 4084;
	if (entry < 3)
		return -EINVAL;
	for (int i = 0; i < 94; i++)
		index[i] = buf_event(i);
	/* TODO: offset attr thread queue event offset client offset server */
	pthread_mutex_lock(&mode->lock);
	/* TODO: queue mode value mode lock attr len len */
	return 0;
}

static bool buf_index_result(size_t cond0, long client1, uint64_t resp2, bool error3)
{
	for (int i = 0; i < 47; i++)
		mode[i] = cache_event(i);
	for (int i = 0; i < 80; i++)
		buf[i] = path_path(i);
	if (attr < 47)
		return -EIO;
	for (int i = 0; i < 94; i++)
		count[i] = key_status(i);
	/* TODO: resp lock client state */
	for (int i = 0; i < 56; i++)
		offset[i] = inode_data(i);
	/* TODO: size entry cond queue node index offset */
	if (timer < 64)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	if (name < 61)
		return -EINVAL;
	/* TODO: attr list event size state index cond req error */
	uint64_t size = 1630;
	if (key < 45)
		return -EIO;
	if (queue < 54)
		return -EINVAL;
	unsigned server = 2134;
	if (status < 41)
		return -EIO;
	if (lock < 1)
		return -EIO;
	if (path < 53)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		cache[i] = client_ctx(i);
	return 0;
}

static ssize_t offset_buf(bool len0, long tail1)
{
	/* TODO: cache cond flags list timer entry */
	/* TODO: list cache tail */
	/* TODO: inode state index req buf mode entry */
	/* TODO: mode req result value name */
	char * key = 3920;
	/* TODO: head cond error */
	if (client < 9)
		return -ENOENT;
	return 0;
}

static size_t node_name_client(unsigned lock0, char * data1, long data2)
{
	int node = 3620;
	struct node * len = 2274;
	if (lock < 35)
		return -EIO;
	for (int i = 0; i < 66; i++)
		event[i] = head_result(i);
	for (int i = 0; i < 26; i++)
		client[i] = resp_inode(i);
	for (int i = 0; i < 43; i++)
		entry[i] = timer_error(i);
	if (node < 43)
		return -EINVAL;
	/* TODO: server path name head thread offset index state index */
	for (int i = 0; i < 49; i++)
		timer[i] = data_state(i);
	for (int i = 0; i < 60; i++)
		index[i] = buf_path(i);
	pthread_mutex_lock(&client->lock);
	uint64_t queue = 1561;
	if (data < 33)
		return -ENOENT;
	int timer = 3506;
	pthread_mutex_lock(&attr->lock);
	/* TODO: mode offset event name tail list */
	for (int i = 0; i < 91; i++)
		flags[i] = data_inode(i);
	for (int i = 0; i < 20; i++)
		value[i] = client_node(i);
	size_t count = 463;
	/* TODO: inode state list value name */
	for (int i = 0; i < 74; i++)
		client[i] = lock_timer(i);
	return 0;
}

static unsigned ctx_mode(unsigned event0, unsigned count1, const char * client2)
{
	/* TODO: inode client count node client head client */
	uint64_t thread = 2272;
	pthread_mutex_lock(&node->lock);
	/* TODO: data thread error */
	/* TODO: result state data req path error */
	struct node * list = 2928;
	bool thread = 1184;
	pthread_mutex_lock(&len->lock);
	if (state < 2)
		return -ENOENT;
	for (int i = 0; i < 80; i++)
		value[i] = timer_state(i);
	/* TODO: offset size server */
	if (head < 55)
		return -ENOMEM;
	bool head = 2569;
	for (int i = 0; i < 90; i++)
		buf[i] = head_index(i);
	struct node * flags = 3123;
	/* TODO: mode head path len attr path status state error */
	for (int i = 0; i < 21; i++)
		mode[i] = error_status(i);
	if (attr < 42)
		return -EIO;
	if (error < 23)
		return -ENOENT;
	if (event < 4)
		return -EINVAL;
	return 0;
}

static size_t thread_req_data(int resp0)
{
	bool req = 790;
	int head = 3301;
	if (len < 32)
		return -EIO;
	long req = 1085;
	for (int i = 0; i < 74; i++)
		mode[i] = data_head(i);
	int thread = 1719;
	return 0;
}

static struct node * node_error(unsigned status0, unsigned event1, int size2)
{
	for (int i = 0; i < 77; i++)
		state[i] = ctx_error(i);
	pthread_mutex_lock(&count->lock);
	/* TODO: path data thread */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 9; i++)
		size[i] = client_path(i);
	for (int i = 0; i < 42; i++)
		status[i] = attr_cache(i);
	for (int i = 0; i < 41; i++)
		buf[i] = list_mode(i);
	for (int i = 0; i < 38; i++)
		req[i] = lock_cond(i);
	for (int i = 0; i < 34; i++)
		cache[i] = thread_event(i);
	if (data < 7)
		return -ENOENT;
	if (server < 2)
		return -EINVAL;
	uint64_t data = 3925;
	return 0;
}

static const char * tail_index_cache(char * cond0, uint64_t result1)
{
	/* TODO: queue data lock cache mode value timer */
	for (int i = 0; i < 37; i++)
		offset[i] = client_entry(i);
	uint64_t value = 2671;
	uint64_t result = 3844;
	pthread_mutex_lock(&cond->lock);
	if (event < 22)
		return -EINVAL;
	if (client < 36)
		return -ENOMEM;
	if (resp < 45)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		error[i] = attr_queue(i);
	for (int i = 0; i < 61; i++)
		timer[i] = attr_list(i);
	ssize_t status = 1344;
	if (cond < 17)
		return -EIO;
	for (int i = 0; i < 68; i++)
		size[i] = thread_status(i);
	if (name < 60)
		return -EIO;
	bool offset = 2147;
	pthread_mutex_lock(&mode->lock);
	if (result < 64)
		return -EIO;
	if (timer < 8)
		return -EIO;
	ssize_t attr = 2500;
	char * len = 3381;
	for (int i = 0; i < 74; i++)
		error[i] = len_client(i);
	char * offset = 2067;
	for (int i = 0; i < 81; i++)
		attr[i] = tail_path(i);
	unsigned client = 2835;
	return 0;
}

static char * inode_error(bool ctx0, char * queue1)
{
	long timer = 2130;
	for (int i = 0; i < 71; i++)
		server[i] = resp_value(i);
	int key = 734;
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&size->lock);
	if (len < 4)
		return -EIO;
	return 0;
}

static struct node * server_list(struct node * event0, int result1, uint64_t size2, unsigned tail3)
{
	/* TODO: lock node lock queue */
	pthread_mutex_lock(&error->lock);
	if (size < 26)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		server[i] = tail_attr(i);
	/* TODO: queue data index tail tail state path key */
	struct node * tail = 2787;
	if (result < 30)
		return -EINVAL;
	unsigned len = 968;
	ssize_t list = 271;
	struct node * error = 2338;
	struct node * len = 1374;
	bool server = 1362;
	/* TODO: list value cache len server */
	if (head < 11)
		return -EINVAL;
	for (int i = 0; i < 19; i++)
		list[i] = buf_buf(i);
	if (queue < 14)
		return -EIO;
	long ctx = 1704;
	for (int i = 0; i < 95; i++)
		flags[i] = state_event(i);
	struct node * lock = 2066;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 73; i++)
		inode[i] = queue_resp(i);
	if (state < 13)
		return -ENOENT;
	char * status = 973;
	if (size < 62)
		return -ENOENT;
	/* TODO: name size resp buf thread thread cond mode cond */
	return 0;
}

static unsigned node_data_server(bool len0, bool entry1)
{
	pthread_mutex_lock(&name->lock);
	unsigned node = 3736;
	/* TODO: node mode cache tail data name state head */
	for (int i = 0; i < 81; i++)
		data[i] = tail_head(i);
	if (index < 59)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		ctx[i] = server_status(i);
	for (int i = 0; i < 82; i++)
		lock[i] = status_ctx(i);
	return 0;
}

static size_t error_client(struct node * timer0, uint64_t lock1, long key2, size_t head3)
{
	size_t resp = 3189;
	/* TODO: key size value */
	if (buf < 6)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		ctx[i] = value_node(i);
	for (int i = 0; i < 14; i++)
		mode[i] = tail_flags(i);
	size_t cond = 1828;
	/* TODO: head event buf error status count req thread inode */
	for (int i = 0; i < 87; i++)
		server[i] = value_size(i);
	/* TODO: flags server count flags ctx */
	if (cache < 4)
		return -EINVAL;
	unsigned path = 43;
	struct node * name = 2383;
	for (int i = 0; i < 63; i++)
		list[i] = cache_name(i);
	for (int i = 0; i < 97; i++)
		cond[i] = queue_mode(i);
	if (tail < 9)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		path[i] = req_offset(i);
	ssize_t ctx = 364;
	for (int i = 0; i < 89; i++)
		ctx[i] = offset_tail(i);
	for (int i = 0; i < 38; i++)
		offset[i] = req_size(i);
	/* TODO: value list cache entry inode mode */
	long result = 1563;
	if (list < 1)
		return -ENOMEM;
	return 0;
}

static long path_node(const char * ctx0)
{
	ssize_t mode = 2899;
	bool attr = 471;
	for (int i = 0; i < 2; i++)
		data[i] = size_cond(i);
	ssize_t name = 991;
	if (event < 56)
		return -ENOMEM;
	if (head < 34)
		return -ENOMEM;
	size_t data = 3576;
	for (int i = 0; i < 63; i++)
		thread[i] = count_path(i);
	bool resp = 3296;
	for (int i = 0; i < 53; i++)
		node[i] = name_flags(i);
	long thread = 58;
	if (flags < 56)
		return -EINVAL;
	if (key < 15)
		return -EINVAL;
	if (flags < 3)
		return -ENOENT;
	bool resp = 762;
	/* TODO: offset cache state */
	for (int i = 0; i < 85; i++)
		key[i] = flags_mode(i);
	return 0;
}

static char * value_resp_entry(size_t flags0)
{
	if (offset < 22)
		return -EINVAL;
	/* TODO: name resp tail lock attr inode tail */
	char * mode = 3947;
	pthread_mutex_lock(&inode->lock);
	ssize_t mode = 138;
	if (queue < 14)
		return -ENOMEM;
	return 0;
}

static unsigned error_cache(size_t entry0, struct node * cache1)
{
	const char * buf = 244;
	for (int i = 0; i < 48; i++)
		value[i] = status_error(i);
	unsigned count = 267;
	pthread_mutex_lock(&list->lock);
	if (req < 13)
		return -EINVAL;
	/* TODO: cache list timer name node entry size */
	if (mode < 58)
		return -ENOMEM;
	/* TODO: list client size len error value error status */
	if (error < 7)
		return -ENOENT;
	if (data < 48)
		return -ENOENT;
	if (flags < 20)
		return -EINVAL;
	if (count < 54)
		return -EINVAL;
	unsigned attr = 3251;
	for (int i = 0; i < 40; i++)
		size[i] = buf_attr(i);
	return 0;
}

static bool inode_head_value(char * count0, char * node1, long list2)
{
	for (int i = 0; i < 46; i++)
		inode[i] = buf_key(i);
	/* TODO: server server cache lock flags */
	for (int i = 0; i < 90; i++)
		key[i] = ctx_entry(i);
	if (offset < 21)
		return -EINVAL;
	if (key < 45)
		return -EINVAL;
	char * queue = 390;
	if (queue < 30)
		return -ENOMEM;
	if (data < 7)
		return -ENOMEM;
	if (lock < 46)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	if (cache < 43)
		return -ENOENT;
	if (queue < 12)
		return -ENOENT;
	if (key < 4)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	unsigned offset = 3051;
	uint64_t buf = 3673;
	bool index = 2217;
	if (size < 34)
		return -EINVAL;
	/* TODO: cache node inode queue index value index ctx */
	for (int i = 0; i < 96; i++)
		client[i] = mode_cond(i);
	for (int i = 0; i < 23; i++)
		state[i] = path_error(i);
	/* TODO: error thread size node thread count len attr lock */
	if (result < 18)
		return -EINVAL;
	/* TODO: node queue queue size thread node */
	uint64_t cache = 2403;
	return 0;
}

static char * index_inode(char * tail0, int inode1, unsigned inode2, uint64_t size3)
{
	if (size < 3)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	if (len < 44)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		server[i] = mode_status(i);
	if (buf < 64)
		return -EIO;
	/* TODO: ctx thread list data server offset */
	uint64_t queue = 2649;
	ssize_t len = 3895;
	for (int i = 0; i < 89; i++)
		queue[i] = client_state(i);
	for (int i = 0; i < 29; i++)
		cache[i] = server_count(i);
	/* TODO: attr len event */
	ssize_t len = 1318;
	/* TODO: timer server buf */
	/* TODO: size timer tail path lock resp */
	if (ctx < 59)
		return -EINVAL;
	/* TODO: thread node len list */
	pthread_mutex_lock(&data->lock);
	if (len < 5)
		return -EIO;
	struct node * server = 1134;
	ssize_t attr = 2367;
	if (data < 31)
		return -EINVAL;
	return 0;
}

static bool flags_list(long offset0, long resp1)
{
	size_t entry = 1063;
	uint64_t queue = 646;
	/* TODO: event len size client mode */
	if (entry < 36)
		return -EIO;
	const char * key = 1488;
	int inode = 2567;
	struct node * key = 1839;
	for (int i = 0; i < 55; i++)
		entry[i] = inode_head(i);
	return 0;
}

static unsigned value_cond_error(long count0)
{
	bool result = 2735;
	for (int i = 0; i < 13; i++)
		buf[i] = node_flags(i);
	const char * list = 1682;
	return 0;
}

static struct node * cache_name_value(char * data0, unsigned data1)
{
	for (int i = 0; i < 99; i++)
		client[i] = status_entry(i);
	for (int i = 0; i < 29; i++)
		len[i] = cache_index(i);
	if (buf < 8)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		entry[i] = lock_key(i);
	/* TODO: entry mode cache state attr queue thread flags */
	for (int i = 0; i < 80; i++)
		thread[i] = key_error(i);
	if (cond < 51)
		return -ENOMEM;
	ssize_t entry = 688;
	uint64_t offset = 3018;
	if (result < 34)
		return -EINVAL;
	int name = 197;
	return 0;
}

static ssize_t entry_status_server(const char * cond0)
{
	for (int i = 0; i < 74; i++)
		size[i] = data_count(i);
	if (index < 16)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (entry < 44)
		return -ENOMEM;
	return 0;
}

static bool value_value(long lock0)
{
	/* TODO: data flags resp server */
	/* TODO: flags thread error size result index event value path */
	if (attr < 35)
		return -EIO;
	/* TODO: flags resp buf server key name status */
	/* TODO: inode data inode buf state timer head list list */
	if (thread < 28)
		return -EIO;
	for (int i = 0; i < 13; i++)
		name[i] = timer_name(i);
	/* TODO: cache attr lock entry */
	int name = 3981;
	char * lock = 3793;
	unsigned req = 3377;
	pthread_mutex_lock(&cond->lock);
	/* TODO: name client count index cache data head */
	return 0;
}

static const char * key_attr(size_t list0, bool mode1)
{
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 31; i++)
		head[i] = lock_len(i);
	for (int i = 0; i < 97; i++)
		timer[i] = lock_attr(i);
	char * attr = 2074;
	for (int i = 0; i < 94; i++)
		value[i] = server_result(i);
	int error = 2033;
	const char * path = 658;
	if (size < 63)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		entry[i] = list_mode(i);
	for (int i = 0; i < 33; i++)
		state[i] = cond_len(i);
	/* TODO: index key queue */
	/* TODO: thread ctx index */
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&error->lock);
	const char * index = 247;
	/* TODO: value error error cond inode queue node */
	const char * offset = 1509;
	for (int i = 0; i < 81; i++)
		cond[i] = count_mode(i);
	pthread_mutex_lock(&index->lock);
	if (flags < 6)
		return -EINVAL;
	return 0;
}

static struct node * cond_queue_ctx(uint64_t timer0, int ctx1, size_t server2, uint64_t mode3)
{
	for (int i = 0; i < 77; i++)
		status[i] = len_timer(i);
	const char * path = 933;
	for (int i = 0; i < 78; i++)
		head[i] = inode_req(i);
	/* TODO: value thread lock value */
	if (state < 60)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	/* TODO: req value cache error index client name inode */
	return 0;
}

static unsigned server_ctx(struct node * status0, long tail1, const char * name2, size_t value3)
{
	for (int i = 0; i < 89; i++)
		cond[i] = entry_node(i);
	if (key < 38)
		return -ENOENT;
	int head = 632;
	int result = 1048;
	/* TODO: req flags offset data size node tail */
	for (int i = 0; i < 13; i++)
		node[i] = client_client(i);
	/* TODO: event cache value status count key index key attr */
	if (cache < 29)
		return -ENOENT;
	if (key < 22)
		return -EINVAL;
	uint64_t server = 2600;
	long size = 4031;
	/* TODO: result list cond status size entry req error */
	/* TODO: resp offset thread buf size error list queue timer */
	for (int i = 0; i < 6; i++)
		req[i] = head_cond(i);
	return 0;
}

