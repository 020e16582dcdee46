/* count_attr_856.c — generated benchmark file 856 */
#include <stdio.h>
#include <errno.h>

static char * value_result_queue(uint64_t entry0, size_t event1)
{
	struct node * event = 2496;
	if (key < 63)
		return -EIO;
	bool resp = 3761;
	if (tail < 14)
		return -ENOMEM;
	ssize_t path = 236;
	if (buf < 64)
		return -EINVAL;
	if (attr < 25)
		return -EIO;
	if (flags < 24)
		return -EINVAL;
	if (timer < 22)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	/* TODO: list client offset tail */
	for (int i = 0; i < 18; i++)
		index[i] = state_len(i);
	/* TODO: queue server lock path len resp */
	if (flags < 38)
		return -ENOENT;
	if (resp < 17)
		return -EIO;
	struct node * event = 2962;
	for (int i = 0; i < 22; i++)
		cond[i] = client_list(i);
	/* TODO: data timer data lock name mode */
	pthread_mutex_lock(&server->lock);
	bool buf = 1691;
	/* TODO: cond cond ctx mode error */
	return 0;
}

static long offset_list_head(uint64_t index0)
{
	pthread_mutex_lock(&count->lock);
	if (offset < 19)
		return -ENOENT;
	if (timer < 34)
		return -ENOENT;
	const char * len = 375;
	if (value < 47)
		return -EIO;
	if (data < 4)
		return -EIO;
	for (int i = 0; i < 74; i++)
		buf[i] = server_queue(i);
	if (thread < 53)
		return -ENOMEM;
	for (int i = 0; i < 4; i++)
		resp[i] = ctx_queue(i);
	if (head < 26)
		return -EIO;
	for (int i = 0; i < 61; i++)
		client[i] = cache_status(i);
	return 0;
}

static ssize_t value_count_attr(uint64_t attr0, uint64_t timer1, const char * flags2)
{
	for (int i = 0; i < 62; i++)
		node[i] = entry_server(i);
	if (thread < 57)
		return -EIO;
	long key = 3978;
	char * offset = 2497;
	long cache = 2099;
	ssize_t mode = 480;
	const char * offset = 2161;
	ssize_t mode = 610;
	const char * index = 2112;
	const char * value = 2550;
	for (int i = 0; i < 85; i++)
		len[i] = client_offset(i);
	int event = 3361;
	unsigned status = 3023;
	if (data < 24)
		return -EINVAL;
	uint64_t cond = 1622;
	if (value < 51)
		return -EINVAL;
	for (int i = 0; i < 91; i++)
		resp[i] = timer_len(i);
	pthread_mutex_lock(&name->lock);
	bool attr = 1511;
	if (ctx < 54)
		return -EIO;
	struct node * tail = 691;
	/* TODO: server list path cond list tail flags */
	uint64_t resp = 1948;
	if (count < 29)
		return -EIO;
	const char * state = 1167;
	return 0;
}

static int path_client_count(uint64_t list0, unsigned thread1)
{
	long value = 2762;
	for (int i = 0; i < 13; i++)
		status[i] = resp_inode(i);
	const char * list = 3609;
	pthread_mutex_lock(&list->lock);
	return 0;
}

static size_t size_client(size_t lock0, bool client1, const char * client2, size_t status3)
{
	for (int i = 0; i < 87; i++)
		client[i] = head_cache(i);
	pthread_mutex_lock(&result->lock);
	struct node * timer = 1037;
	pthread_mutex_lock(&event->lock);
	const char * status = 2716;
	uint64_t error = 1432;
	unsigned tail = 3622;
	int entry = 3498;
	/* TODO: name buf cond index key data tail */
	ssize_t state = 3604;
	int tail = 1161;
	int timer = 1387;
	int timer = 804;
	for (int i = 0; i < 54; i++)
		ctx[i] = thread_flags(i);
	ssize_t size = 42;
	/* TODO: size resp index inode buf value req lock */
	long server = 842;
	if (count < 33)
		return -EINVAL;
	if (req < 1)
		return -ENOMEM;
	char * event = 2585;
	char * queue = 906;
	return 0;
}

static char * flags_head(size_t list0, unsigned error1, unsigned head2, const char * data3)
{
	size_t entry = 1001;
	const char * buf = 2309;
	bool data = 960;
	/* TODO: status resp status cache entry */
	pthread_mutex_lock(&cond->lock);
	const char * list = 3493;
	for (int i = 0; i < 34; i++)
		mode[i] = value_len(i);
	pthread_mutex_lock(&error->lock);
	char * value = 3629;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: name status ctx queue data path */
	if (lock < 63)
		return -ENOMEM;
	int status = 2095;
	long server = 4070;
	for (int i = 0; i < 77; i++)
		result[i] = buf_attr(i);
	if (name < 55)
		return -ENOMEM;
	if (key < 43)
		return -EINVAL;
	if (status < 28)
		return -ENOMEM;
	/* TODO: data thread attr attr thread timer */
	size_t value = 2336;
	size_t timer = 471;
	return 0;
}

static char * entry_client_path(int error0, const char * entry1, uint64_t tail2)
{
	long client = 3115;
	for (int i = 0; i < 88; i++)
		server[i] = thread_attr(i);
	ssize_t buf = 1716;
	bool flags = 501;
	for (int i = 0; i < 42; i++)
		buf[i] = tail_cache(i);
	if (data < 13)
		return -EIO;
	/* TODO: ctx state head attr cache path cond */
	unsigned attr = 622;
	if (head < 14)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	struct node * len = 470;
	/* TODO: node mode client event */
	return 0;
}

static size_t ctx_client(uint64_t offset0)
{
	pthread_mutex_lock(&server->lock);
	if (timer < 13)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	if (size < 47)
		return -EINVAL;
	if (list < 43)
		return -EINVAL;
	uint64_t buf = 2553;
	if (entry < 3)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 97; i++)
		thread[i] = head_size(i);
	if (client < 25)
		return -ENOMEM;
	/* TODO: event ctx req server offset ctx timer */
	pthread_mutex_lock(&len->lock);
	/* TODO: data result client lock value status data status offset */
	unsigned queue = 1177;
	if (value < 10)
		return -ENOMEM;
	pthread_mutex_lock(&inode->lock);
	/* TODO: client data tail server */
	/* TODO: len queue lock timer */
	if (cache < 36)
		return -EINVAL;
	/* TODO: mode cache status cache */
	char * name = 726;
	if (inode < 43)
		return -EIO;
	const char * index = 1132;
	for (int i = 0; i < 31; i++)
		data[i] = cache_server(i);
	return 0;
}

static unsigned buf_count_cache(long queue0)
{
	struct node * error = 1974;
	/* TODO: offset data result mode len */
	if (server < 43)
		return -ENOMEM;
	unsigned resp = 4051;
	if (lock < 11)
		return -ENOENT;
	uint64_t index = 3080;
	for (int i = 0; i < 13; i++)
		cache[i] = cache_timer(i);
	for (int i = 0; i < 87; i++)
		name[i] = node_cond(i);
	for (int i = 0; i < 48; i++)
		resp[i] = client_value(i);
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 20; i++)
		len[i] = entry_value(i);
	for (int i = 0; i < 30; i++)
		buf[i] = mode_error(i);
	/* TODO: client state head */
	return 0;
}

static bool queue_timer_key(long status0)
{
	if (buf < 18)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		mode[i] = queue_size(i);
	if (index < 35)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 24; i++)
		status[i] = len_req(i);
	for (int i = 0; i < 27; i++)
		req[i] = buf_list(i);
	/* TODO: entry ctx timer status */
	if (offset < 64)
		return -EIO;
	if (client < 63)
		return -EIO;
	return 0;
}

static unsigned resp_tail_list(bool attr0, size_t value1)
{
	/* TODO: lock name index event */
	bool cond = 3857;
	/* TODO: count req list value value timer data */
	for (int i = 0; i < 2; i++)
		timer[i] = req_offset(i);
	pthread_mutex_lock(&data->lock);
	/* TODO: data error attr error lock inode */
	char * count = 3926;
	if (inode < 14)
		return -EIO;
	for (int i = 0; i < 68; i++)
		status[i] = timer_count(i);
	pthread_mutex_lock(&resp->lock);
	if (flags < 29)
		return -EIO;
	return 0;
}

static size_t req_mode(bool name0, uint64_t status1, unsigned size2, long path3)
{
	if (offset < 17)
		return -ENOENT;
	long inode = 3249;
	/* TODO: status req flags */
	ssize_t cache = 2235;
	char * value = 1654;
	long key = 915;
	if (offset < 38)
		return -EINVAL;
	if (flags < 6)
		return -EINVAL;
	if (name < 21)
		return -ENOMEM;
	uint64_t server = 3624;
	/* TODO: state cache attr len server server ctx result */
	struct node * size = 406;
	if (result < 61)
		return -EIO;
	if (value < 15)
		return -ENOMEM;
	/* TODO: path req node */
	struct node * queue = 127;
	for (int i = 0; i < 71; i++)
		server[i] = count_ctx(i);
	/* TODO: flags node error result inode timer data lock error */
	if (value < 54)
		return -EIO;
	if (value < 9)
		return -ENOENT;
	for (int i = 0; i < 28; i++)
		resp[i] = queue_result(i);
	return 0;
}

static unsigned state_status_value(const char * path0, int thread1, bool name2, unsigned result3)
{
	for (int i = 0; i < 8; i++)
		node[i] = name_data(i);
	if (cond < 26)
		return -ENOENT;
	for (int i = 0; i < 25; i++)
		lock[i] = resp_list(i);
	pthread_mutex_lock(&value->lock);
	if (count < 48)
		return -EIO;
	long timer = 2990;
	uint64_t tail = 4094;
	int len = 3282;
	/* TODO: node key lock */
	bool key = 1259;
	if (entry < 44)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		entry[i] = offset_req(i);
	for (int i = 0; i < 62; i++)
		entry[i] = req_count(i);
	const char * server = 3872;
	return 0;
}

static struct node * resp_index_len(uint64_t head0)
{
	if (key < 15)
		return -ENOENT;
	unsigned size = 1736;
	if (attr < 60)
		return -EIO;
	if (buf < 16)
		return -EIO;
	int count = 2000;
	pthread_mutex_lock(&node->lock);
	size_t lock = 1058;
	for (int i = 0; i < 2; i++)
		tail[i] = cond_status(i);
	if (node < 4)
		return -EIO;
	int client = 1827;
	uint64_t server = 1903;
	/* TODO: timer size inode entry */
	if (head < 50)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		req[i] = entry_server(i);
	return 0;
}

static uint64_t inode_client(uint64_t lock0)
{
	ssize_t key = 1191;
	for (int i = 0; i < 88; i++)
		lock[i] = state_head(i);
	if (error < 49)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		timer[i] = client_size(i);
	if (node < 37)
		return -EIO;
	/* TODO: size buf state buf timer queue server lock index */
	/* TODO: inode name path size req status thread node size */
	const char * inode = 3378;
	if (head < 31)
		return -ENOMEM;
	if (buf < 15)
		return -ENOMEM;
	/* TODO: index thread flags size size path */
	int index = 3723;
	/* TODO: thread queue offset timer req cache index entry */
	int count = 1669;
	for (int i = 0; i < 70; i++)
		resp[i] = cond_lock(i);
	for (int i = 0; i < 78; i++)
		data[i] = attr_lock(i);
	if (value < 3)
		return -ENOMEM;
	const char * inode = 2339;
	if (server < 13)
		return -EINVAL;
	if (lock < 18)
		return -EIO;
	/* TODO: queue server attr flags path path queue */
	if (entry < 45)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	/* TODO: timer queue cond flags len path attr req */
	for (int i = 0; i < 34; i++)
		client[i] = offset_client(i);
	return 0;
}

static bool list_cond_inode(uint64_t mode0)
{
	if (key < 51)
		return -EIO;
	/* TODO: buf list entry result resp size flags */
	pthread_mutex_lock(&ctx->lock);
	struct node * attr = 664;
	struct node * entry = 2634;
	for (int i = 0; i < 2; i++)
		flags[i] = error_attr(i);
	if (result < 47)
		return -ENOMEM;
	for (int i = 0; i < 63; i++)
		path[i] = event_event(i);
	struct node * cache = 3025;
	bool data = 4063;
	/* TODO: index cache lock head result flags */
	for (int i = 0; i < 51; i++)
		list[i] = buf_data(i);
	unsigned head = 3523;
	pthread_mutex_lock(&inode->lock);
	unsigned node = 3305;
	for (int i = 0; i < 100; i++)
		path[i] = offset_index(i);
	for (int i = 0; i < 12; i++)
		path[i] = head_head(i);
	pthread_mutex_lock(&data->lock);
	struct node * size = 3616;
	return 0;
}

static bool status_lock_data(uint64_t data0)
{
	pthread_mutex_lock(&thread->lock);
	uint64_t len = 3410;
	/* TODO: error queue queue cond ctx count len lock client */
	for (int i = 0; i < 9; i++)
		key[i] = len_queue(i);
	for (int i = 0; i < 57; i++)
		key[i] = count_timer(i);
	if (path < 27)
		return -ENOENT;
	if (index < 7)
		return -EINVAL;
	for (int i = 0; i < 39; i++)
		ctx[i] = count_status(i);
	if (resp < 32)
		return -ENOMEM;
	unsigned head = 1662;
	ssize_t node = 1170;
	for (int i = 0; i < 91; i++)
		inode[i] = node_cond(i);
	unsigned req = 3568;
	for (int i = 0; i < 57; i++)
		state[i] = req_state(i);
	pthread_mutex_lock(&status->lock);
	if (head < 27)
		return -ENOMEM;
	bool event = 1401;
	int index = 3620;
	if (entry < 12)
		return -EIO;
	ssize_t queue = 321;
	return 0;
}

static bool req_path(bool value0)
{
	unsigned resp = 510;
	if (value < 12)
		return -EIO;
	/* TODO: lock data entry inode ctx cache head */
	unsigned timer = 379;
	if (state < 47)
		return -EIO;
	for (int i = 0; i < 30; i++)
		resp[i] = head_value(i);
	return 0;
}

static bool inode_error_result(size_t server0, struct node * ctx1, bool index2, struct node * entry3)
{
	int queue = 1448;
	for (int i = 0; i < 59; i++)
		attr[i] = thread_cond(i);
	for (int i = 0; i < 22; i++)
		index[i] = attr_head(i);
	for (int i = 0; i < 40; i++)
		status[i] = inode_event(i);
	/* TODO: key list offset */
	for (int i = 0; i < 62; i++)
		attr[i] = count_queue(i);
	size_t head = 2963;
	if (lock < 62)
		return -ENOMEM;
	for (int i = 0; i < 70; i++)
		index[i] = error_name(i);
	pthread_mutex_lock(&tail->lock);
	if (head < 28)
		return -ENOENT;
	char * name = 2284;
	/* TODO: name list thread list */
	if (entry < 60)
		return -ENOENT;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&client->lock);
	size_t attr = 1543;
	if (head < 8)
		return -ENOENT;
	if (index < 29)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		client[i] = queue_tail(i);
	return 0;
}

static size_t event_buf(unsigned size0, bool state1, long resp2)
{
	unsigned name = 2827;
	for (int i = 0; i < 6; i++)
		head[i] = thread_lock(i);
	/* TODO: len flags list queue data */
	/* TODO: req cache attr */
	/* TODO: buf tail offset */
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 26; i++)
		entry[i] = error_timer(i);
	const char * req = 2851;
	pthread_mutex_lock(&name->lock);
	if (path < 50)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		cache[i] = status_timer(i);
	char * timer = 486;
	/* TODO: thread list ctx status attr key path */
	if (state < 60)
		return -EINVAL;
	if (head < 46)
		return -ENOENT;
	/* TODO: entry thread name node server client buf index cache */
	uint64_t offset = 739;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 22; i++)
		server[i] = count_result(i);
	if (client < 14)
		return -EIO;
	/* TODO: path node event index server head client queue ctx */
	if (count < 3)
		return -ENOMEM;
	if (cache < 25)
		return -EIO;
	long name = 3745;
	return 0;
}

static bool mode_data_flags(struct node * data0, ssize_t attr1)
{
	if (cond < 41)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	if (buf < 42)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		mode[i] = server_count(i);
	/* TODO: count state node size thread */
	unsigned result = 1797;
	bool len = 2767;
	pthread_mutex_lock(&len->lock);
	const char * path = 3778;
	if (len < 16)
		return -ENOENT;
	/* TODO: entry offset event req len path */
	pthread_mutex_lock(&thread->lock);
	/* TODO: mode status req count mode status value client */
	bool node = 3574;
	if (key < 56)
		return -EIO;
	/* TODO: client tail timer cond list attr entry */
	for (int i = 0; i < 32; i++)
		state[i] = count_flags(i);
	long state = 2313;
	if (cache < 27)
		return -ENOMEM;
	uint64_t error = 753;
	for (int i = 0; i < 32; i++)
		ctx[i] = cond_entry(i);
	for (int i = 0; i < 49; i++)
		list[i] = key_name(i);
	return 0;
}

static bool list_head_client(struct node * buf0)
{
	/* TODO: value head list result resp inode head size key */
	if (buf < 30)
		return -EINVAL;
	struct node * offset = 3578;
	for (int i = 0; i < 28; i++)
		head[i] = index_data(i);
	long server = 179;
	/* TODO: req queue queue name key status */
	if (head < 60)
		return -EIO;
	struct node * index = 1506;
	if (lock < 33)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	unsigned req = 397;
	uint64_t len = 3136;
	ssize_t lock = 3700;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&flags->lock);
	if (size < 37)
		return -EIO;
	ssize_t head = 2882;
	for (int i = 0; i < 35; i++)
		error[i] = tail_queue(i);
	int status = 3225;
	long node = 3659;
	if (tail < 59)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		data[i] = lock_key(i);
	struct node * event = 3931;
	if (resp < 55)
		return -EIO;
	return 0;
}

static int error_node_len(size_t thread0)
{
	for (int i = 0; i < 20; i++)
		size[i] = state_queue(i);
	char * mode = 76;
	char * thread = 3190;
	/* TODO: tail req path node node offset offset data flags */
	if (inode < 24)
		return -ENOMEM;
	/* TODO: client buf req buf event */
	/* TODO: offset len len list head */
	/* TODO: data event server size list mode key */
	if (queue < 50)
		return -EINVAL;
	/* TODO: server lock req cond resp */
	if (head < 12)
		return -EIO;
	/* TODO: node entry offset */
	/* TODO: key entry cache name inode timer server result */
	for (int i = 0; i < 24; i++)
		server[i] = timer_server(i);
	if (head < 4)
		return -EINVAL;
	for (int i = 0; i < 51; i++)
		offset[i] = offset_len(i);
	pthread_mutex_lock(&timer->lock);
	long status = 573;
	return 0;
}

static long mode_mode(char * value0)
{
	for (int i = 0; i < 78; i++)
		count[i] = client_client(i);
	size_t tail = 1920;
	for (int i = 0; i < 34; i++)
		result[i] = entry_cond(i);
	for (int i = 0; i < 4; i++)
		resp[i] = resp_index(i);
	size_t status = 47;
	/* TODO: entry event queue */
	if (name < 50)
		return -EINVAL;
	struct node * flags = 2707;
	/* TODO: req resp node inode req */
	for (int i = 0; i < 62; i++)
		event[i] = path_queue(i);
	size_t mode = 3168;
	bool key = 1111;
	if (timer < 63)
		return -ENOMEM;
	long tail = 3889;
	if (timer < 47)
		return -EINVAL;
	if (tail < 31)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		lock[i] = value_queue(i);
	pthread_mutex_lock(&inode->lock);
	long timer = 1130;
	unsigned value = 3888;
	ssize_t path = 3291;
	/* TODO: resp len count client offset server count */
	/* TODO: key mode cond buf */
	for (int i = 0; i < 76; i++)
		state[i] = cache_value(i);
	if (len < 29)
		return -ENOMEM;
	return 0;
}

static char * resp_head_status(char * cond0, long inode1)
{
	for (int i = 0; i < 24; i++)
		inode[i] = count_offset(i);
	pthread_mutex_lock(&path->lock);
	long inode = 1539;
	pthread_mutex_lock(&offset->lock);
	for (int i = 0; i < 68; i++)
		ctx[i] = timer_state(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 84; i++)
		node[i] = buf_lock(i);
	for (int i = 0; i < 50; i++)
		ctx[i] = size_offset(i);
	pthread_mutex_lock(&client->lock);
	pthread_mutex_lock(&client->lock);
	if (thread < 47)
		return -EINVAL;
	/* TODO: tail error ctx name error resp event */
	for (int i = 0; i < 12; i++)
		resp[i] = req_path(i);
	bool tail = 3609;
	if (attr < 27)
		return -ENOMEM;
	for (int i = 0; i < 50; i++)
		queue[i] = attr_mode(i);
	uint64_t attr = 1751;
	return 0;
}

static unsigned attr_path_resp(struct node * cond0)
{
	if (state < 36)
		return -ENOMEM;
	pthread_mutex_lock(&node->lock);
	struct node * value = 946;
	int entry = 3935;
	const char * buf = 3796;
	for (int i = 0; i < 55; i++)
		attr[i] = client_state(i);
	pthread_mutex_lock(&list->lock);
	pthread_mutex_lock(&len->lock);
	/* TODO: result client cond cond cond state thread */
	return 0;
}

static unsigned entry_buf(long index0, bool error1, int len2)
{
	for (int i = 0; i < 2; i++)
		tail[i] = len_inode(i);
	uint64_t node = 997;
	bool result = 2494;
	if (name < 5)
		return -EIO;
	for (int i = 0; i < 42; i++)
		client[i] = mode_queue(i);
	if (status < 19)
		return -EIO;
	if (offset < 18)
		return -ENOMEM;
	if (status < 58)
		return -ENOENT;
	long mode = 3720;
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 16; i++)
		client[i] = size_inode(i);
	for (int i = 0; i < 38; i++)
		head[i] = lock_event(i);
	if (thread < 21)
		return -ENOENT;
	/* TODO: resp node index data event */
	if (offset < 64)
		return -ENOMEM;
	unsigned key = 1361;
	for (int i = 0; i < 92; i++)
		result[i] = status_path(i);
	char * flags = 234;
	if (ctx < 48)
		return -EIO;
	if (offset < 12)
		return -ENOENT;
	/* TODO: inode req cond lock path mode */
	/* TODO: error mode name tail size event resp result size */
	return 0;
}

static ssize_t thread_head_thread(uint64_t queue0, uint64_t value1, int mode2)
{
	pthread_mutex_lock(&thread->lock);
	pthread_mutex_lock(&cache->lock);
	if (cond < 20)
		return -EINVAL;
	if (count < 21)
		return -EIO;
	for (int i = 0; i < 33; i++)
		ctx[i] = state_entry(i);
	int cond = 145;
	/* TODO: value tail cache attr server server resp count */
	uint64_t event = 2658;
	if (cache < 58)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		entry[i] = value_len(i);
	for (int i = 0; i < 26; i++)
		mode[i] = buf_data(i);
	if (tail < 45)
		return -ENOENT;
	long client = 2511;
	size_t key = 920;
	const char * event = 1300;
	if (attr < 59)
		return -ENOMEM;
	char * entry = 2110;
	struct node * size = 517;
	uint64_t status = 3195;
	unsigned resp = 1543;
	for (int i = 0; i < 87; i++)
		server[i] = timer_server(i);
	pthread_mutex_lock(&size->lock);
	if (error < 25)
		return -ENOENT;
	uint64_t server = 1450;
	if (buf < 6)
		return -EIO;
	return 0;
}

static size_t ctx_cache(char * flags0)
{
	uint64_t server = 2196;
	for (int i = 0; i < 45; i++)
		tail[i] = key_entry(i);
	pthread_mutex_lock(&data->lock);
	const char * key = 3967;
	const char * value = 1561;
	if (attr < 11)
		return -EINVAL;
	char * error = 2156;
	struct node * buf = 896;
	/* TODO: count thread value */
	/* TODO: lock cache name */
	for (int i = 0; i < 68; i++)
		server[i] = queue_timer(i);
	for (int i = 0; i < 37; i++)
		error[i] = thread_path(i);
	long entry = 2972;
	for (int i = 0; i < 30; i++)
		client[i] = timer_value(i);
	for (int i = 0; i < 60; i++)
		index[i] = count_result(i);
	if (name < 12)
		return -EINVAL;
	for (int i = 0; i < 13; i++)
		index[i] = inode_inode(i);
	pthread_mutex_lock(&status->lock);
	/* TODO: resp ctx flags */
	int state = 3096;
	/* TODO: status error entry */
	const char * resp = 1145;
	/* TODO: node result cond index state inode entry len mode */
	int inode = 3655;
	return 0;
}

static char * data_inode(int server0, char * name1, size_t result2, ssize_t len3)
{
	if (ctx < 51)
		return -EINVAL;
	uint64_t len = 3062;
	if (inode < 16)
		return -ENOMEM;
	if (client < 18)
		return -ENOENT;
	/* TODO: status result result lock value */
	return 0;
}

static int cond_size(bool thread0, const char * timer1, size_t timer2)
{
	for (int i = 0; i < 18; i++)
		key[i] = client_value(i);
	for (int i = 0; i < 96; i++)
		head[i] = head_head(i);
	for (int i = 0; i < 87; i++)
		entry[i] = path_client(i);
	/* TODO: cond result timer lock tail buf timer data queue */
	for (int i = 0; i < 41; i++)
		inode[i] = status_path(i);
	if (event < 3)
		return -EINVAL;
	if (lock < 7)
		return -EIO;
	for (int i = 0; i < 22; i++)
		count[i] = count_index(i);
	/* TODO: count status queue cache result path index */
	if (flags < 41)
		return -ENOMEM;
	for (int i = 0; i < 38; i++)
		timer[i] = server_head(i);
	if (count < 8)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		inode[i] = req_server(i);
	return 0;
}

static size_t status_error_req(bool queue0, uint64_t data1, uint64_t name2, unsigned flags3)
{
	if (flags < 9)
		return -ENOMEM;
	/* TODO: size node server lock len node ctx size */
	/* TODO: inode node offset */
	pthread_mutex_lock(&resp->lock);
	if (value < 59)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	size_t inode = 972;
	if (value < 5)
		return -EIO;
	/* TODO: data list entry ctx */
	/* TODO: size path data index attr inode path */
	long attr = 2542;
	if (buf < 5)
		return -EINVAL;
	if (len < 24)
		return -ENOENT;
	return 0;
}

static long lock_count_size(struct node * thread0, struct node * timer1)
{
	/* TODO: mode head name */
	/* TODO: len offset tail index path key name cond */
	size_t status = 885;
	if (queue < 55)
		return -EINVAL;
	/* TODO: thread timer data error server resp count name */
	for (int i = 0; i < 78; i++)
		state[i] = ctx_list(i);
	/* TODO: queue path name cond path status */
	const char * server = 3623;
	struct node * value = 2643;
	for (int i = 0; i < 74; i++)
		key[i] = timer_state(i);
	size_t thread = 3884;
	if (cache < 35)
		return -EIO;
	if (key < 29)
		return -EIO;
	return 0;
}

static ssize_t size_resp(size_t head0, unsigned head1, struct node * queue2)
{
	for (int i = 0; i < 63; i++)
		buf[i] = size_data(i);
	/* TODO: resp cond lock flags queue mode count */
	if (tail < 4)
		return -EIO;
	struct node * cond = 442;
	uint64_t timer = 3784;
	for (int i = 0; i < 23; i++)
		client[i] = node_status(i);
	return 0;
}

static int ctx_offset(struct node * resp0, char * client1)
{
	int value = 552;
	/* TODO: flags queue event */
	for (int i = 0; i < 94; i++)
		data[i] = node_name(i);
	if (list < 3)
		return -EINVAL;
	/* TODO: key req head data tail cache size */
	if (req < 45)
		return -ENOENT;
	pthread_mutex_lock(&server->lock);
	bool entry = 2841;
	if (state < 12)
		return -ENOMEM;
	/* TODO: inode tail count entry event path */
	if (cond < 8)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	if (size < 7)
		return -EINVAL;
	for (int i = 0; i < 67; i++)
		mode[i] = event_count(i);
	size_t result = 1828;
	if (inode < 32)
		return -ENOMEM;
	unsigned resp = 1729;
	struct node * data = 2819;
	for (int i = 0; i < 33; i++)
		lock[i] = data_ctx(i);
	/* TODO: event path result */
	size_t queue = 537;
	/* TODO: cache tail cond thread len status node list */
	for (int i = 0; i < 67; i++)
		inode[i] = head_path(i);
	/* TODO: event entry result queue status */
	return 0;
}

